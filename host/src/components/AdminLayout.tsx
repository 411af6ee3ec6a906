import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Grid, Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { useRemoteModules } from '../federation/remote-modules-store';
import { AppHeader } from './AppHeader';
import { PageLoading } from './PageLoading';
import { PageTitle } from './PageTitle';
import { SideMenu } from './SideMenu';

/** On a narrow screen the menu slides over the page (from the start side) instead of pushing it. */
const OVERLAY_MENU: CSSProperties = { position: 'fixed', insetBlock: 0, insetInlineStart: 0, zIndex: 1001, overflowY: 'auto' };
const BACKDROP: CSSProperties = { position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.35)' };

/** The signed-in frame: menu, header, page. Loads the remote areas on first display. */
export default function AdminLayout() {
  const start = useRemoteModules((state) => state.start);
  const narrow = Grid.useBreakpoint().lg === false;
  const [menuCollapsed, setMenuCollapsed] = useState(narrow);
  const { pathname } = useLocation();

  useEffect(() => void start(), [start]);
  // Opening a page from the overlay menu closes it.
  useEffect(() => setMenuCollapsed((collapsed) => collapsed || narrow), [pathname, narrow]);

  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={248}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={menuCollapsed}
        onBreakpoint={setMenuCollapsed}
        trigger={null}
        theme="light"
        style={{ borderInlineEnd: '1px solid #f0f0f0', ...(narrow ? OVERLAY_MENU : {}) }}
      >
        <SideMenu />
      </Layout.Sider>
      {narrow && !menuCollapsed && <div style={BACKDROP} onClick={() => setMenuCollapsed(true)} aria-hidden="true" />}
      <Layout>
        <AppHeader onToggleMenu={() => setMenuCollapsed((collapsed) => !collapsed)} />
        <Layout.Content style={{ padding: narrow ? 12 : 24 }}>
          <PageTitle />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
