import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import { AUTH_ROUTES } from '@evax/shared/contract';
import { LoginForm } from '@evax/shared/ui/shell';
import { ProfessionalBodyLogin } from '../oidc/ProfessionalBodyLogin';
import { useStructureChoice } from '../structure-choice';
import { useBotCheck } from '../use-bot-check';
import { AuthPageFrame, AuthPanelLink } from '../components/AuthPageFrame';

/** /auth/login. Once signed in, the login route itself sends the user on (AppRoutes' GuestOnly). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { containerRef, getBotToken } = useBotCheck();
  const afterSignIn = useStructureChoice((state) => state.afterSignIn);
  // A message from the screen before (the forgot-password flow's success).
  const { notice } = (useLocation().state ?? {}) as { notice?: string };
  return (
    <AuthPageFrame title={t('AUTH.LOGIN.TITLE')}>
      {notice && <Alert type="success" showIcon role="status" title={t(notice)} style={{ marginBlockEnd: 16 }} />}
      <LoginForm getBotToken={getBotToken} onSignedIn={(response) => afterSignIn(response.profile.user)} />
      {/* invisible_recapcha: the bot check's widget, when the server has a site key */}
      <div ref={containerRef} data-testid="invisible-recaptcha" style={{ marginBlockStart: 8 }} />
      <ProfessionalBodyLogin />
      <AuthPanelLink to={AUTH_ROUTES.forgotPassword}>{t('AUTH.LOGIN.FORGOT_LINK')}</AuthPanelLink>
    </AuthPageFrame>
  );
}
