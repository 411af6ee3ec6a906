import type { ReactNode } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

/** The frame of every profile page: a titled card of a comfortable width. */
export function ProfilePageCard({ titleKey, extra, children }: { titleKey: string; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t(titleKey)}</h1>} extra={extra} style={{ maxInlineSize: 880 }}>
      {children}
    </Card>
  );
}
