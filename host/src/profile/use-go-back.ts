import { useLocation, useNavigate } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';

/** Back to the previous page (spec 3 §2), or to the profile when the page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') navigate(SHELL_ROUTES.profileDisplay, { replace: true });
    else navigate(-1);
  };
}
