import type { CSSProperties, ReactNode } from 'react';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_VERSION_LABEL } from '@evax/shared/contract';
import { LanguageSwitcher } from '@evax/shared/ui';

// Plain elements around the form: the first page anyone sees loads as little antd as it can.
const PAGE: CSSProperties = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 24,
  padding: 16,
  background: 'linear-gradient(160deg, #e6f4f6 0%, #f7fafc 60%)',
};
const PANEL: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: 24,
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 1px 6px rgba(0, 0, 0, 0.04)',
};
const PRIMARY_COLOR = '#0b7285';
const MUTED: CSSProperties = { margin: 0, color: 'rgba(0, 0, 0, 0.45)', textAlign: 'center' };

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
  return (
    <main style={PAGE}>
      <div style={{ position: 'absolute', insetBlockStart: 16, insetInlineEnd: 16 }}>
        <LanguageSwitcher />
      </div>
      <header style={{ textAlign: 'center' }}>
        <MedicineBoxOutlined style={{ fontSize: 40, color: PRIMARY_COLOR }} />
        <h1 style={{ margin: '4px 0', fontSize: 30 }}>{t('APP.NAME')}</h1>
        <p style={MUTED}>{t('APP.TAGLINE')}</p>
      </header>
      <section style={{ ...PANEL, maxWidth }} aria-labelledby="auth-panel-title" aria-busy={busy}>
        <h2 id="auth-panel-title" style={{ marginBlock: '0 16px', fontSize: 18 }}>
          {title}
        </h2>
        {children}
      </section>
      <p style={MUTED}>{APP_VERSION_LABEL}</p>
    </main>
  );
}

/** A link under a panel (to the login page, to forgot password), in the theme's colour. */
export function AuthPanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p style={{ marginBlock: '16px 0', textAlign: 'center' }}>
      <Link to={to} style={{ color: PRIMARY_COLOR, textDecoration: 'none' }}>
        {children}
      </Link>
    </p>
  );
}

/** A muted line under a panel's title. */
export function AuthPanelText({ children }: { children: ReactNode }) {
  return <p style={{ marginBlock: '0 16px', color: 'rgba(0, 0, 0, 0.65)' }}>{children}</p>;
}
