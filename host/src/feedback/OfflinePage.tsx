import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { browserPage } from '@evax/shared/runtime';
import { OfflineArtwork } from './OfflineArtwork';

/** Over everything, antd's pop-ups included. */
const PAGE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 2100,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  padding: 24,
  textAlign: 'center',
  background: '#fff',
};
const BUTTON: CSSProperties = {
  marginBlockStart: 12,
  paddingBlock: 8,
  paddingInline: 24,
  border: 'none',
  borderRadius: 6,
  background: '#0b7285',
  color: '#fff',
  font: 'inherit',
  fontSize: 15,
  cursor: 'pointer',
};

/**
 * Spec 1 §2.4: title, subtitle, description (ERROR.OFFLINE_ERROR.*) and a refresh button that
 * reloads the page. No antd: with the network down, no chunk could be fetched to draw it.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <main style={PAGE} data-testid="offline-page">
      <OfflineArtwork />
      <h1 style={{ margin: 0, fontSize: 28, color: '#1f2933' }}>{t('ERROR.OFFLINE_ERROR.TITLE')}</h1>
      <p style={{ margin: 0, fontSize: 18, fontWeight: 600, color: '#3e4c59' }}>{t('ERROR.OFFLINE_ERROR.SUB_TITLE')}</p>
      <p style={{ margin: 0, maxWidth: 460, color: '#616e7c' }}>{t('ERROR.OFFLINE_ERROR.DESC')}</p>
      <button type="button" style={BUTTON} onClick={() => browserPage.reload()}>
        {t('GENERAL.REFRESH')}
      </button>
    </main>
  );
}
