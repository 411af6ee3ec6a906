import { FloatButton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@evax/shared/contract';

/** antd's back-to-top button: shown past the offset, it brings the page back up. */
export default function BackTopButton() {
  const { t } = useTranslation();
  return <FloatButton.BackTop visibilityHeight={LIMITS.scrollToTopOffset} aria-label={t('LAYOUT.SCROLL_TO_TOP')} tooltip={t('LAYOUT.SCROLL_TO_TOP')} />;
}
