import { useState, type CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isOidcEnabled, useAuthConfig } from '../auth-config';

const DIVIDER: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, marginBlock: 16, color: 'rgba(0, 0, 0, 0.45)' };
const RULE: CSSProperties = { flex: 1, borderBlockStart: '1px solid rgba(0, 0, 0, 0.1)' };

/** "Sign in with the professional body", shown only when the API announces an OpenID client id. */
export function ProfessionalBodyLogin() {
  const { t } = useTranslation();
  const settings = useAuthConfig()?.oidc;
  const [redirecting, setRedirecting] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!isOidcEnabled(settings)) return null;

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
      <div style={DIVIDER} aria-hidden>
        <span style={RULE} />
        {t('OIDC.OR')}
        <span style={RULE} />
      </div>
      {failed && <Alert type="error" showIcon title={t('OIDC.FAILED')} role="alert" style={{ marginBlockEnd: 12 }} />}
      <Button block icon={<SafetyCertificateOutlined />} loading={redirecting} onClick={start}>
        {redirecting ? t('OIDC.REDIRECTING') : t('OIDC.BUTTON')}
      </Button>
    </div>
  );
}
