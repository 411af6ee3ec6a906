import { useTranslation } from 'react-i18next';
import { LoginForm } from '@evax/shared/ui';
import { ProfessionalBodyLogin } from '../oidc/ProfessionalBodyLogin';
import { AuthScreen } from './AuthScreen';

/** /auth/login. Once signed in, the login route itself sends the user on (AppRoutes' GuestOnly). */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthScreen labelledBy="login-title">
      <h2 id="login-title" style={{ marginBlock: '0 16px', fontSize: 18 }}>
        {t('AUTH.LOGIN.TITLE')}
      </h2>
      <LoginForm />
      <ProfessionalBodyLogin />
    </AuthScreen>
  );
}
