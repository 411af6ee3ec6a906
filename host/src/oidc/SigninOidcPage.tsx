import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_BASE, SHELL_ROUTES, type ProfessionalIdentity } from '@evax/shared/contract';
import { isSignedIn, toApiError, useAuthStore } from '@evax/shared/runtime';
import { AuthScreen } from '../pages/AuthScreen';
import { completeProfessionalBodySignin, SigninFailure } from './complete-signin';
import { ProfessionalRegistrationForm } from './ProfessionalRegistrationForm';

type Step = { name: 'working' } | { name: 'register'; token: string; identity: ProfessionalIdentity } | { name: 'failed'; key: string };

/** /signin-oidc: the professional body sends the user back here with a code (spec 1 §2.1). */
export default function SigninOidcPage() {
  const { t } = useTranslation();
  const signedIn = useAuthStore(isSignedIn);
  const [step, setStep] = useState<Step>({ name: 'working' });
  const { pathname, search } = useLocation();
  const returnUrl = `${window.location.origin}${pathname}${search}`;

  useEffect(() => {
    let live = true;
    completeProfessionalBodySignin(returnUrl).then(
      ({ token, verification }) => {
        if (live && !verification.registered) setStep({ name: 'register', token, identity: verification.identity });
      },
      (error: unknown) => {
        // Ours, the API's (bad token, inactive account, provider down), or the provider's refusal.
        const failure = toApiError(error);
        const key = error instanceof SigninFailure ? error.key : failure.envelope ? failure.key : 'OIDC.FAILED';
        if (live) setStep({ name: 'failed', key });
      },
    );
    return () => {
      live = false;
    };
  }, [returnUrl]);

  // A known professional's session started (or the new account's): into the portal.
  if (signedIn && step.name !== 'failed') return <Navigate to={ADMIN_BASE} replace />;

  return (
    <AuthScreen labelledBy="oidc-title" maxWidth={step.name === 'register' ? 520 : 400} busy={step.name === 'working'}>
      {step.name === 'working' && (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
          <Spin />
          <h2 id="oidc-title" style={{ margin: 0, fontSize: 18 }}>
            {t('OIDC.SIGNING_IN')}
          </h2>
        </div>
      )}
      {step.name === 'register' && (
        <>
          <h2 id="oidc-title" style={{ marginBlock: '0 8px', fontSize: 18 }}>
            {t('OIDC.REGISTER.TITLE')}
          </h2>
          <p style={{ marginBlock: '0 16px', color: 'rgba(0, 0, 0, 0.45)' }}>{t('OIDC.REGISTER.DESC')}</p>
          <ProfessionalRegistrationForm token={step.token} identity={step.identity} />
        </>
      )}
      {step.name === 'failed' && (
        <>
          <h2 id="oidc-title" style={{ marginBlock: '0 16px', fontSize: 18 }}>
            {t('OIDC.FAILED')}
          </h2>
          {step.key !== 'OIDC.FAILED' && <Alert type="error" showIcon title={t(step.key)} role="alert" style={{ marginBlockEnd: 16 }} />}
          <Button type="primary" block href={SHELL_ROUTES.login}>
            {t('OIDC.BACK_TO_LOGIN')}
          </Button>
        </>
      )}
    </AuthScreen>
  );
}
