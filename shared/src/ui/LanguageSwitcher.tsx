import { Button, Flex, Popover } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@evax/shared/contract';
import { changeLanguage, useLanguage } from '@evax/shared/runtime';
import { VISUALLY_HIDDEN } from './visually-hidden.js';

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
      {/* Named by what it shows, then what it is for (WCAG 2.5.3). */}
      <Button type="text" icon={<GlobalOutlined />}>
        {t(`LANGUAGE.${language}`)}
        <span style={VISUALLY_HIDDEN}>{` (${t('LANGUAGE.LABEL')})`}</span>
      </Button>
    </Popover>
  );
}
