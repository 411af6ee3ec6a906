import { useCallback, useState } from 'react';
import { Alert, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_ROUTES, type OtpRequestResponse } from '@evax/shared/contract';
import { AuthPageFrame } from '../components/AuthPageFrame';
import { AuthPanelLink } from '../components/AuthPanelLink';
import { ForgotCodeStep } from '../components/ForgotCodeStep';
import { ForgotIdentifyStep } from '../components/ForgotIdentifyStep';
import { ForgotNewPasswordStep } from '../components/ForgotNewPasswordStep';

type Step = { name: 'identify' } | { name: 'code'; request: OtpRequestResponse } | { name: 'password'; token: string };
const STEP_INDEX = { identify: 0, code: 1, password: 2 } as const;

/**
 * Forgot password (spec 1 §7.2), signed out: who you are (user name or phone), the code sent
 * by SMS (reset-password, verify-user, verify-otp), then the new password with the reset token
 * (change). Success goes back to the login page with a message.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [notice, setNotice] = useState<string | null>(null);

  const startAgain = useCallback((reason: string | null) => {
    setNotice(reason);
    setStep({ name: 'identify' });
  }, []);

  return (
    <AuthPageFrame title={t('AUTH.FORGOT.TITLE')}>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={STEP_INDEX[step.name]}
        items={[{ title: t('AUTH.FORGOT.STEP_IDENTIFY') }, { title: t('AUTH.FORGOT.STEP_CODE') }, { title: t('AUTH.FORGOT.STEP_PASSWORD') }]}
        style={{ marginBlockEnd: 24 }}
      />
      {notice && <Alert type="warning" showIcon role="alert" title={notice} style={{ marginBlockEnd: 16 }} />}
      {step.name === 'identify' && (
        <ForgotIdentifyStep
          onSent={(request) => {
            setNotice(null);
            setStep({ name: 'code', request });
          }}
        />
      )}
      {step.name === 'code' && <ForgotCodeStep request={step.request} onVerified={(token) => setStep({ name: 'password', token })} onStartAgain={startAgain} />}
      {step.name === 'password' && (
        <ForgotNewPasswordStep
          token={step.token}
          onDone={() => navigate(SHELL_ROUTES.login, { replace: true, state: { notice: 'AUTH.FORGOT.SUCCESS' } })}
          onStartAgain={startAgain}
        />
      )}
      <AuthPanelLink to={SHELL_ROUTES.login}>{t('AUTH.RESET.BACK_TO_LOGIN')}</AuthPanelLink>
    </AuthPageFrame>
  );
}
