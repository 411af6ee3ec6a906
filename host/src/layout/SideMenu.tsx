import { Flex, Menu, theme, type MenuProps } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItemDescriptor } from '@evax/shared/runtime';
import { usePageHeading } from '../app/page-heading';
import { useAllowedMenu } from '../app/use-allowed-menu';
import { FrameHeading } from './frame-text';

type MenuItems = NonNullable<MenuProps['items']>;

/** The merged menu, showing only what the user may open; icons only when collapsed. */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const menu = useAllowedMenu();
  const { token } = theme.useToken();
  const active = usePageHeading()?.entry;

  const toItems = (items: readonly MenuItemDescriptor[]): MenuItems =>
    items.map((item) =>
      item.children
        ? { key: item.key, icon: item.icon, label: t(item.labelKey), children: toItems(item.children) }
        : { key: item.key, icon: item.icon, label: <Link to={item.path}>{t(item.labelKey)}</Link> },
    );

  return (
    <nav aria-label={t('MENU.MAIN')}>
      <Flex align="center" justify={collapsed ? 'center' : 'flex-start'} gap="small" style={{ height: 64, paddingInline: collapsed ? 0 : 24 }}>
        <MedicineBoxOutlined style={{ fontSize: 24, color: token.colorPrimary }} />
        {!collapsed && (
          <FrameHeading level={4} style={{ margin: 0 }}>
            {t('APP.NAME')}
          </FrameHeading>
        )}
      </Flex>
      {/* The links are the tab stops, not the list around them. */}
      <Menu mode="inline" tabIndex={-1} items={toItems(menu)} selectedKeys={active ? [active.key] : []} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
