import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_LABEL } from '@evax/shared/contract';
import { LanguageSwitcher } from '@evax/shared/ui/shell';

// Plain elements around the form: the first page anyone sees loads as little antd as it can.
// Its colours are the theme's tokens (antd's theme is already there, AppProviders sets it).
type Token = ReturnType<typeof theme.useToken>['token'];

const page = (token: Token): CSSProperties => ({
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 24,
  padding: 16,
  background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 60%)`,
});
const panel = (token: Token): CSSProperties => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: 24,
  background: token.colorBgContainer,
  borderRadius: token.borderRadiusLG,
  boxShadow: token.boxShadowTertiary,
});
const muted = (token: Token): CSSProperties => ({ margin: 0, color: token.colorTextTertiary, textAlign: 'center' });

interface AuthPageFrameProps {
  title: string;
  /** The panel's width at most (440 px; wider for a registration form). */
  maxWidth?: number;
  busy?: boolean;
  children: ReactNode;
}

/** The frame of the signed-out screens (login, forgot password, first login, structure chooser, professional-body return). */
export function AuthPageFrame({ title, maxWidth = 440, busy = false, children }: AuthPageFrameProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <main style={page(token)}>
      <div style={{ position: 'absolute', insetBlockStart: 16, insetInlineEnd: 16 }}>
        <LanguageSwitcher />
      </div>
      <header style={{ textAlign: 'center' }}>
        <MedicineBoxOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
        <h1 style={{ margin: '4px 0', fontSize: 30 }}>{t('APP.NAME')}</h1>
        <p style={muted(token)}>{t('APP.TAGLINE')}</p>
      </header>
      <section style={{ ...panel(token), maxWidth }} aria-labelledby="auth-panel-title" aria-busy={busy}>
        <h2 id="auth-panel-title" style={{ marginBlock: '0 16px', fontSize: 18 }}>
          {title}
        </h2>
        {children}
      </section>
      <p style={muted(token)}>{APP_VERSION_LABEL}</p>
    </main>
  );
}

/** A link's look under a panel (to the login page, to forgot password): the theme's colour. */
export const panelLinkStyle = (token: Token): CSSProperties => ({ color: token.colorPrimary, textDecoration: 'none' });

/** The line under a panel that holds its link. */
export function AuthPanelLine({ children }: { children: ReactNode }) {
  return <p style={{ marginBlock: '16px 0', textAlign: 'center' }}>{children}</p>;
}

/** A link under a panel to a page of the shell: a page load (the sign-in page has no router). */
export function AuthPanelPageLink({ href, children }: { href: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <AuthPanelLine>
      <a href={href} style={panelLinkStyle(token)}>
        {children}
      </a>
    </AuthPanelLine>
  );
}

/** A muted line under a panel's title. */
export function AuthPanelText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <p style={{ marginBlock: '0 16px', color: token.colorTextSecondary }}>{children}</p>;
}
