import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { AuthPanelLine, panelLinkStyle } from './AuthPageFrame';

/** A link under a panel within the shell (to the login page, to forgot password): the router's. */
export function AuthPanelLink({ to, children }: { to: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <AuthPanelLine>
      <Link to={to} style={panelLinkStyle(token)}>
        {children}
      </Link>
    </AuthPanelLine>
  );
}
