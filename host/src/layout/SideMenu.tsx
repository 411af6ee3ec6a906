import type { ReactNode } from 'react';
import { Button, Flex, Menu, theme, type GlobalToken, type MenuProps } from 'antd';
import { DownOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuGroup } from '@evax/shared/contract';
import { isRightToLeft, useAuthStore, useLanguage, type MenuItemDescriptor } from '@evax/shared/runtime';
import { usePageHeading } from '../app/page-heading';
import { useMenuSections } from '../app/use-allowed-menu';
import { FrameHeading } from './frame-text';
import { useLayoutConfig } from './layout-config-store';

type MenuItems = NonNullable<MenuProps['items']>;
const NONE_CLOSED: readonly string[] = [];

/**
 * The merged menu, showing only what the user may open: the shell's entries, then one collapsible
 * group per area (children and folders, vaccination, reference, administration, dashboards), open
 * unless the user closed it (remembered per user in LayoutConfig). Collapsed to icons, every entry
 * shows and a line parts the groups.
 */
export function SideMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const sections = useMenuSections();
  const { token } = theme.useToken();
  const active = usePageHeading()?.entry;
  const selectedKeys = active ? [active.key] : [];
  const rtl = isRightToLeft(useLanguage());
  const user = String(useAuthStore((state) => state.currentUser?.pk ?? ''));
  const closedGroups = useLayoutConfig((state) => state.closedMenuGroups[user] ?? NONE_CLOSED);
  const toggle = useLayoutConfig((state) => state.toggleMenuGroup);

  const toItems = (items: readonly MenuItemDescriptor[]): MenuItems =>
    items.map((item) =>
      item.children
        ? { key: item.key, icon: item.icon, label: t(item.labelKey), children: toItems(item.children) }
        : { key: item.key, icon: item.icon, label: <Link to={item.path}>{t(item.labelKey)}</Link> },
    );
  // The links are the tab stops, not the lists around them.
  const entries = (items: readonly MenuItemDescriptor[]) => (
    <Menu mode="inline" tabIndex={-1} items={toItems(items)} selectedKeys={selectedKeys} style={{ borderInlineEnd: 'none' }} />
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
      {sections.entries.length > 0 && entries(sections.entries)}
      {sections.groups.map((group) => (
        <MenuGroupSection
          key={group.key}
          label={t(`MENU.GROUPS.${group.key}`)}
          group={group.key}
          open={collapsed || !closedGroups.includes(group.key)}
          onToggle={() => toggle(user, group.key)}
          collapsed={collapsed}
          rtl={rtl}
          token={token}
          holdsActive={!!active && group.entries.some((e) => e.key === active.key)}
        >
          {entries(group.entries)}
        </MenuGroupSection>
      ))}
    </nav>
  );
}

/**
 * One group: a button that says whether it is open (aria-expanded) and opens or closes it with a
 * click, Enter or Space, then its entries. A closed group that holds the current page says so in
 * the primary colour.
 */
function MenuGroupSection(props: {
  group: MenuGroup;
  label: string;
  open: boolean;
  onToggle: () => void;
  collapsed: boolean;
  rtl: boolean;
  token: GlobalToken;
  holdsActive: boolean;
  children: ReactNode;
}) {
  const { group, label, open, onToggle, collapsed, rtl, token, holdsActive, children } = props;
  const listId = `menu-group-${group}`;
  return (
    <div role="group" aria-label={label} data-menu-group={group}>
      {collapsed ? (
        // A plain rule, not antd's Divider: the shell's first load stays within its budget (issue 15).
        <div role="separator" style={{ borderBlockStart: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`, marginBlock: token.marginXXS }} />
      ) : (
        <Button
          type="text"
          block
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          icon={<DownOutlined aria-hidden rotate={open ? 0 : rtl ? 90 : -90} style={{ fontSize: token.fontSizeSM }} />}
          iconPlacement="end"
          style={{
            justifyContent: 'space-between',
            marginBlockStart: token.marginXS,
            paddingInline: 24,
            borderRadius: 0,
            fontSize: token.fontSizeSM,
            fontWeight: token.fontWeightStrong,
            color: !open && holdsActive ? token.colorPrimary : token.colorTextSecondary,
          }}
        >
          {label}
        </Button>
      )}
      <div id={listId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
