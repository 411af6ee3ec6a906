import type { CSSProperties, ReactNode, Ref } from 'react';
import { theme } from 'antd';

/**
 * The frame's and the home page's headings and texts, drawn with antd Typography's tokens:
 * Typography brings its editable and copyable modes (a text area and input styles, about 20 KB gz)
 * to pages that only show text. The areas' pages keep antd's Typography.
 */
export function FrameHeading({
  level,
  ref,
  tabIndex,
  style,
  children,
}: {
  level: 1 | 4;
  ref?: Ref<HTMLHeadingElement>;
  tabIndex?: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const Heading = level === 1 ? 'h1' : 'h4';
  return (
    <Heading
      ref={ref}
      tabIndex={tabIndex}
      style={{
        marginBlock: '0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 1 ? token.fontSizeHeading1 : token.fontSizeHeading4,
        lineHeight: level === 1 ? token.lineHeightHeading1 : token.lineHeightHeading4,
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}

export function FrameText({ strong, secondary, style, children }: { strong?: boolean; secondary?: boolean; style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span style={{ color: secondary ? token.colorTextSecondary : token.colorText, wordBreak: 'break-word', ...style }}>
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}
