import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';
import { signOut } from '@evax/shared/runtime';

/** /logout and /auth/logout: end the session, then the login page. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void signOut().then(() => navigate(SHELL_ROUTES.login, { replace: true }));
  }, [navigate]);
  return null;
}
