import { Suspense, lazy } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { matchRouteDescriptor, pageSetRoutes, routePattern, useCloseModalRoute, type RouteDescriptor } from '@evax/shared/runtime';

const paths = { list: '/admin/things', show: '/admin/things/{param}/show', edit: '/admin/things/{param}/edit' };
const Where = () => <p>at {useLocation().pathname + useLocation().search}</p>;

describe('route helpers (spec 1 §2.2)', () => {
  it('turns the {param} placeholder into a router parameter', () => {
    expect(routePattern('/admin/edit/{param}/dci')).toBe('/admin/edit/:param/dci');
  });

  it('gives a list, show and edit route set, each with the permission', () => {
    const list = () => Promise.resolve({ default: () => <p>list</p> });
    const routes = pageSetRoutes({ paths, pages: { list }, permission: 'view-dci-list' });
    expect(routes.map((route) => route.path)).toEqual(['/admin/things', '/admin/things/:param/show', '/admin/things/:param/edit']);
    expect(routes.every((route) => route.permission === 'view-dci-list')).toBe(true);
    expect(routes[0]?.component).toBe(list);
  });

  it('finds the route that shows a path, as the router ranks them', () => {
    const page = () => Promise.resolve({ default: () => null });
    const routes: RouteDescriptor[] = [
      { path: '/admin/things', exact: false, titleKey: 'LIST', component: page },
      { path: '/admin/things/{param}/show', titleKey: 'SHOW', component: page },
      { path: '/admin/things/new', titleKey: 'NEW', component: page },
      { path: '/admin/things/:id', titleKey: 'ONE', component: page },
      { path: '/admin/others', titleKey: 'OTHERS', component: page },
    ];
    const titleAt = (pathname: string) => matchRouteDescriptor(routes, pathname)?.titleKey;
    expect(titleAt('/admin/things')).toBe('LIST');
    expect(titleAt('/admin/things/activate/3')).toBe('LIST');
    expect(titleAt('/admin/things/3/show')).toBe('SHOW');
    expect(titleAt('/admin/things/new')).toBe('NEW');
    expect(titleAt('/admin/things/3')).toBe('ONE');
    expect(titleAt('/admin/others/3')).toBeUndefined();
    expect(titleAt('/admin/nowhere')).toBeUndefined();
  });

  it('redirects a route without a page to the default route', async () => {
    const routes = pageSetRoutes({ paths, pages: { list: () => Promise.resolve({ default: Where }) } });
    render(
      <MemoryRouter initialEntries={['/admin/things/4/edit']}>
        <Suspense fallback={null}>
          <Routes>
            {routes.map((route) => {
              const Page = lazy(route.component);
              return <Route key={route.path} path={route.path} element={<Page />} />;
            })}
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByText('at /admin/things')).toBeInTheDocument();
  });

  it('closes a modal sub-route back to its base path, keeping the query', () => {
    const Modal = () => <button onClick={useCloseModalRoute('/admin/things')}>close</button>;
    render(
      <MemoryRouter initialEntries={['/admin/things/activate/3?page=2']}>
        <Routes>
          <Route path="/admin/things/activate/:id" element={<Modal />} />
          <Route path="/admin/things" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.getByText('at /admin/things?page=2')).toBeInTheDocument();
  });
});
