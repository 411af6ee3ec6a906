import { useState, type CSSProperties } from 'react';
import { Alert, Button, theme } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isOidcEnabled, useAuthConfig } from '../auth-config';

const DIVIDER: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, marginBlock: 16 };

/** "Sign in with the professional body", shown only when the API announces an OpenID client id. */
export function ProfessionalBodyLogin() {
  const { t } = useTranslation();
  const settings = useAuthConfig()?.oidc;
  const [redirecting, setRedirecting] = useState(false);
  const [failed, setFailed] = useState(false);
  const { token } = theme.useToken();
  if (!isOidcEnabled(settings)) return null;
  const rule: CSSProperties = { flex: 1, borderBlockStart: `${token.lineWidth}px solid ${token.colorSplit}` };

  const start = async () => {
    setRedirecting(true);
    setFailed(false);
    try {
      // The OpenID client loads only when asked for: the login page stays light.
      const { oidcClient } = await import('./oidc-client');
      await oidcClient(settings).signinRedirect();
    } catch {
      setFailed(true);
      setRedirecting(false);
    }
  };

  return (
    <div>
      <div style={{ ...DIVIDER, color: token.colorTextTertiary }} aria-hidden>
        <span style={rule} />
        {t('OIDC.OR')}
        <span style={rule} />
      </div>
      {failed && <Alert type="error" showIcon title={t('OIDC.FAILED')} role="alert" style={{ marginBlockEnd: 12 }} />}
      <Button block icon={<SafetyCertificateOutlined />} loading={redirecting} onClick={start}>
        {redirecting ? t('OIDC.REDIRECTING') : t('OIDC.BUTTON')}
      </Button>
    </div>
  );
}
