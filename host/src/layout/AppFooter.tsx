import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_LABEL } from '@evax/shared/contract';

/** The application's name and version label (spec 1 §9: v1.0.0-alpha). */
export function AppFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ textAlign: 'center', paddingBlock: 12, fontSize: 12, color: token.colorTextTertiary, background: 'transparent' }}>
      {t('APP.NAME')} <bdi data-testid="app-version">{APP_VERSION_LABEL}</bdi>
    </Layout.Footer>
  );
}
