import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@evax/shared/contract';
import { changeLanguage, useLanguage } from '@evax/shared/runtime';

/** Français / العربية / English; choosing one stores it and reloads the page (spec 1 §1). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = LANGUAGES.map((code) => ({ key: code, label: <span lang={code}>{t(`LANGUAGE.${code}`)}</span>, disabled: code === language }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => changeLanguage(key as (typeof LANGUAGES)[number]) }}>
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('LANGUAGE.LABEL')}>
        {t(`LANGUAGE.${language}`)}
      </Button>
    </Dropdown>
  );
}
