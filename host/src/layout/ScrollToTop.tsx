import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@evax/shared/contract';

/** Spec 1 §9: a button back to the top once the page is scrolled past 300 px. */
export function ScrollToTop() {
  const { t } = useTranslation();
  return <FloatButton.BackTop visibilityHeight={LIMITS.scrollToTopOffset} aria-label={t('LAYOUT.SCROLL_TO_TOP')} tooltip={t('LAYOUT.SCROLL_TO_TOP')} />;
}
