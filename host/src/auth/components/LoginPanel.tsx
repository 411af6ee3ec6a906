import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from 'antd';
import type { LoginResponse } from '@evax/shared/contract';
import { LoginForm } from '@evax/shared/ui/login-form';
import { ProfessionalBodyLogin } from '../oidc/ProfessionalBodyLogin';
import { useBotCheck } from '../use-bot-check';
import { AuthPageFrame } from './AuthPageFrame';

interface LoginPanelProps {
  /** A message from the screen before (the forgot-password flow's success), a translation key. */
  notice?: string;
  onSignedIn(response: LoginResponse): void;
  /** The link to forgot password: the router's in the shell, a page link on the sign-in page. */
  forgotPasswordLink: ReactNode;
}

/**
 * The login screen without a router: the shell's /auth/login route (in-app navigation: a guard,
 * a logout) and the light sign-in page (a page load of /auth/login) both show it.
 */
export function LoginPanel({ notice, onSignedIn, forgotPasswordLink }: LoginPanelProps) {
  const { t } = useTranslation();
  const { containerRef, getBotToken } = useBotCheck();
  return (
    <AuthPageFrame title={t('AUTH.LOGIN.TITLE')}>
      {notice && <Alert type="success" showIcon role="status" title={t(notice)} style={{ marginBlockEnd: 16 }} />}
      <LoginForm getBotToken={getBotToken} onSignedIn={onSignedIn} />
      {/* invisible_recapcha: the bot check's widget, when the server has a site key */}
      <div ref={containerRef} data-testid="invisible-recaptcha" style={{ marginBlockStart: 8 }} />
      <ProfessionalBodyLogin />
      {forgotPasswordLink}
    </AuthPageFrame>
  );
}
