import { lazy, Suspense, useEffect, useState } from 'react';
import { Layout, theme } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { useScreens } from '@evax/shared/runtime';
import { useLoadOpenableAreas } from '../federation/use-remote-areas';
import { useLayoutConfig } from './layout-config-store';
import { AppFooter } from './AppFooter';
import { ScrollToTop } from './ScrollToTop';
import { AppHeader } from './AppHeader';
import { PageLoading } from '../feedback/PageLoading';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Subheader } from './Subheader';

// On phones only: a desktop never loads antd's drawer.
const PhoneMenuDrawer = lazy(() => import('./PhoneMenuDrawer'));
const PhoneFrameStyle = lazy(() => import('./PhoneFrameStyle'));
const MENU_WIDTH = 248;

/**
 * The signed-in frame: menu, header, subheader, page, footer. From md up the menu is a side bar
 * (collapsed or not, kept in LayoutConfig); below md, on a phone, it opens in a drawer.
 * The menus of the areas the user may open: announced (nothing loads), else their descriptors when the browser is idle.
 */
export default function AdminLayout() {
  const phone = !useScreens().md;
  const menuCollapsed = useLayoutConfig((state) => state.menuCollapsed);
  const toggleMenu = useLayoutConfig((state) => state.toggleMenu);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { token } = theme.useToken();
  const { pathname } = useLocation();

  // The menu entries of areas that do not announce them: their descriptors, once the page is usable.
  useLoadOpenableAreas({ whenIdle: true });
  // Opening a page from the drawer closes it.
  useEffect(() => setDrawerOpen(false), [pathname, phone]);

  return (
    <Layout hasSider={!phone} style={{ minHeight: '100vh' }}>
      <SkipLink />
      {phone ? (
        <Suspense fallback={null}>
          <PhoneFrameStyle />
          <PhoneMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={MENU_WIDTH} />
        </Suspense>
      ) : (
        <Layout.Sider
          width={MENU_WIDTH}
          collapsedWidth={80}
          collapsed={menuCollapsed}
          trigger={null}
          theme="light"
          style={{
            borderInlineEnd: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
            position: 'sticky',
            insetBlockStart: 0,
            height: '100vh',
            overflowY: 'auto',
          }}
        >
          <SideMenu collapsed={menuCollapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader onToggleMenu={phone ? () => setDrawerOpen((open) => !open) : toggleMenu} />
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: phone ? 12 : 24, outline: 'none' }}>
          <Subheader />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <AppFooter />
      </Layout>
      <ScrollToTop />
    </Layout>
  );
}
