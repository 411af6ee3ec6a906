import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { ADMIN_BASE, SHELL_ROUTES, type ProfessionalIdentity } from '@evax/shared/contract';
import { isSignedIn, toApiError, useAuthStore } from '@evax/shared/runtime';
import { AuthPageFrame, AuthPanelText } from '../components/AuthPageFrame';
import { completeProfessionalBodySignin, SigninFailure } from '../oidc/complete-signin';
import { ProfessionalRegistrationForm } from '../oidc/ProfessionalRegistrationForm';

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

  const title = step.name === 'working' ? 'OIDC.SIGNING_IN' : step.name === 'register' ? 'OIDC.REGISTER.TITLE' : 'OIDC.FAILED';
  return (
    <AuthPageFrame title={t(title)} maxWidth={step.name === 'register' ? 520 : 440} busy={step.name === 'working'}>
      {step.name === 'working' && (
        <div style={{ display: 'flex', justifyContent: 'center' }}>
          <Spin />
        </div>
      )}
      {step.name === 'register' && (
        <>
          <AuthPanelText>{t('OIDC.REGISTER.DESC')}</AuthPanelText>
          <ProfessionalRegistrationForm token={step.token} identity={step.identity} />
        </>
      )}
      {step.name === 'failed' && (
        <>
          {step.key !== 'OIDC.FAILED' && <Alert type="error" showIcon title={t(step.key)} role="alert" style={{ marginBlockEnd: 16 }} />}
          <Button type="primary" block href={SHELL_ROUTES.login}>
            {t('OIDC.BACK_TO_LOGIN')}
          </Button>
        </>
      )}
    </AuthPageFrame>
  );
}
