import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A card drawn with antd's Card tokens (its border, radius, background and padding): antd's Card
 * imports its Tabs, about 18 KB gz the home page would load for boxes without tabs or a header.
 */
export function HomePanel({
  size = 'default',
  minWidth,
  area,
  children,
}: {
  size?: 'default' | 'small';
  minWidth?: number;
  area?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-area={area}
      style={{
        minWidth,
        padding: size === 'small' ? token.paddingSM : token.paddingLG,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        color: token.colorText,
      }}
    >
      {children}
    </div>
  );
}
