import { Button, Flex, Popover } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@evax/shared/contract';
import { changeLanguage, useLanguage } from '@evax/shared/runtime';

/**
 * Français / العربية / English; choosing one stores it and reloads the page (spec 1 §1).
 * A popover of buttons rather than a dropdown menu: the login page need not load antd's Menu.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const choices = (
    <Flex vertical>
      {LANGUAGES.map((code) => (
        <Button
          key={code}
          type="text"
          lang={code}
          icon={code === language ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />}
          onClick={() => changeLanguage(code)}
          disabled={code === language}
          style={{ justifyContent: 'flex-start' }}
        >
          {t(`LANGUAGE.${code}`)}
        </Button>
      ))}
    </Flex>
  );
  return (
    <Popover content={choices} trigger="click" placement="bottom">
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('LANGUAGE.LABEL')}>
        {t(`LANGUAGE.${language}`)}
      </Button>
    </Popover>
  );
}
