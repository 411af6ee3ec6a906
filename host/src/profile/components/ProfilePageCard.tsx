import type { ReactNode } from 'react';
import { Card } from 'antd';

/** The frame of every profile page, of a comfortable width; the layout shows its title (the route's). */
export function ProfilePageCard({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <Card extra={extra} style={{ maxInlineSize: 880 }}>
      {children}
    </Card>
  );
}
