import { Breadcrumb, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';
import { activeMenuTrail } from '../app/menu';
import { useAllowedMenu } from '../app/use-allowed-menu';

/** Spec 1 §2.4: breadcrumbs and title derived from the active menu entry. */
export function Subheader() {
  const { t } = useTranslation();
  // Only entries the user may open: a forbidden page does not show the area's name.
  const trail = activeMenuTrail(useAllowedMenu(), useLocation().pathname);
  const entry = trail.at(-1);
  if (!entry) return null;
  const items = [
    { key: 'root', title: <Link to={SHELL_ROUTES.home} aria-label={t('MENU.HOME')}><HomeOutlined /></Link> },
    ...trail.map((item) => ({
      key: item.key,
      title: item === entry || item.children ? t(item.labelKey) : <Link to={item.path}>{t(item.labelKey)}</Link>,
    })),
  ];
  return (
    <header style={{ marginBlockEnd: 16 }}>
      <Breadcrumb items={items} aria-label={t('LAYOUT.BREADCRUMB')} />
      <Typography.Title level={3} style={{ marginBlock: '8px 0' }}>
        {t(entry.labelKey)}
      </Typography.Title>
    </header>
  );
}
