import { Suspense, useEffect, useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useRemoteModules } from '../federation/remote-modules-store';
import { AppHeader } from './AppHeader';
import { PageLoading } from './PageLoading';
import { PageTitle } from './PageTitle';
import { SideMenu } from './SideMenu';

/** The signed-in frame: menu, header, page. Loads the remote areas on first display. */
export default function AdminLayout() {
  const start = useRemoteModules((state) => state.start);
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  useEffect(() => void start(), [start]);

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
        style={{ borderInlineEnd: '1px solid #f0f0f0' }}
      >
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <AppHeader onToggleMenu={() => setMenuCollapsed((collapsed) => !collapsed)} />
        <Layout.Content style={{ padding: 24 }}>
          <PageTitle />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
