import { Flex, Menu, Typography, type MenuProps } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItemDescriptor } from '@evax/shared/runtime';
import { activeMenuEntry } from '../app/menu';
import { useAllowedMenu } from '../app/use-allowed-menu';

type MenuItems = NonNullable<MenuProps['items']>;

/** The merged menu, showing only what the user may open; icons only when collapsed. */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const menu = useAllowedMenu();
  const active = activeMenuEntry(menu, useLocation().pathname);

  const toItems = (items: readonly MenuItemDescriptor[]): MenuItems =>
    items.map((item) =>
      item.children
        ? { key: item.key, icon: item.icon, label: t(item.labelKey), children: toItems(item.children) }
        : { key: item.key, icon: item.icon, label: <Link to={item.path}>{t(item.labelKey)}</Link> },
    );

  return (
    <nav aria-label={t('MENU.TOGGLE')}>
      <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} gap="small" style={{ height: 64, paddingInline: collapsed ? 0 : 24 }}>
        <MedicineBoxOutlined style={{ fontSize: 24, color: '#0b7285' }} />
        {!collapsed && (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('APP.NAME')}
          </Typography.Title>
        )}
      </Flex>
      <Menu mode="inline" items={toItems(menu)} selectedKeys={active ? [active.key] : []} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
