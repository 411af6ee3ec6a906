import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { activeMenuEntry } from '../app/menu';
import { useMenu } from '../app/use-allowed-menu';

/** The subheader: the title of the menu entry the page belongs to (spec 1 §2.4). */
export function PageTitle() {
  const { t } = useTranslation();
  const entry = activeMenuEntry(useMenu(), useLocation().pathname);
  if (!entry) return null;
  return (
    <Typography.Title level={3} style={{ marginBlockStart: 0 }}>
      {t(entry.labelKey)}
    </Typography.Title>
  );
}
