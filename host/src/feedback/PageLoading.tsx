import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const SKELETON_ROWS = 6;
const bar = (width: string, height: number): CSSProperties => ({ width, height, borderRadius: 4, background: 'rgba(0, 0, 0, 0.06)' });

/**
 * The outline of a page (title, toolbar, table rows) while its code arrives, so the content area
 * is never blank. No antd: it shows before antd is loaded.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('WIDGETS.DETAIL.LOADING')} style={{ display: 'flex', flexDirection: 'column', gap: 16, minHeight: 200 }}>
      <div data-skeleton="title" style={bar('40%', 28)} />
      <div data-skeleton="toolbar" style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
        <div style={bar('30%', 32)} />
        <div style={bar('20%', 32)} />
      </div>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} data-skeleton="row" style={bar('100%', 40)} />
      ))}
    </div>
  );
}
