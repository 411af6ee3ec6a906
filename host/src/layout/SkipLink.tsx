import { useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '@evax/shared/ui/shell';

export const MAIN_CONTENT_ID = 'main-content';

/** The page's first tab stop: hidden until focused, it moves focus past the menu and header to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const shown: CSSProperties = {
    position: 'fixed',
    insetBlockStart: 8,
    insetInlineStart: 8,
    zIndex: 2000,
    padding: '8px 16px',
    background: token.colorBgContainer,
    color: token.colorPrimary,
    border: `2px solid ${token.colorPrimary}`,
    borderRadius: token.borderRadius,
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      style={focused ? shown : VISUALLY_HIDDEN}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        // Focus, not the URL's hash: the router keeps the address as it is.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('LAYOUT.SKIP_TO_CONTENT')}
    </a>
  );
}
