import Fastify, { type FastifyInstance } from 'fastify';
import { PERMISSIONS } from '@evax/shared/contract';
import { registerAccessControl, requirePermission, UndeclaredAccessError } from '../../src/http/auth.js';

/**
 * An /api route that says nothing about who may call it is refused as it registers, so the app
 * does not start (the route-walk test in auth-route-access.test.ts then checks what each declares).
 */
describe('a route without a declared access', () => {
  const bareApp = () => {
    const app = Fastify();
    registerAccessControl(app);
    return app;
  };

  it('throws as it registers under /api, naming the route', () => {
    const app = bareApp();
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(UndeclaredAccessError);
    expect(() => app.post('/api/undeclared/:id', async () => ({}))).toThrow('POST /api/undeclared/:id declares no access');
  });

  it('fails the start of an app whose plugin registers one', async () => {
    const app = bareApp();
    const areaRoutes = async (area: FastifyInstance) => {
      area.get('/api/area/declared', { preHandler: requirePermission(PERMISSIONS.dci.viewList) }, async () => ({}));
      area.get('/api/area/forgotten', async () => ({}));
    };
    // As buildApp registers each area (`await app.register(...)`): the start is refused.
    await expect(app.register(areaRoutes)).rejects.toThrow('GET /api/area/forgotten declares no access');
  });

  it('lets in the routes that declare one, and the files outside /api', async () => {
    const app = bareApp();
    app.get('/api/public', { config: { access: 'public' } }, async () => ({}));
    app.get('/api/guarded', { preHandler: requirePermission(PERMISSIONS.dci.viewList) }, async () => ({}));
    app.get('/remotes/citizen/remoteEntry.js', async () => '');
    await app.ready();
    expect(app.routeTable.map((route) => `${route.method} ${route.url} ${JSON.stringify(route.access)}`)).toEqual([
      'GET /api/public "public"',
      'HEAD /api/public "public"',
      'GET /api/guarded {"permission":"view-dci-list"}',
      'HEAD /api/guarded {"permission":"view-dci-list"}',
      'GET /remotes/citizen/remoteEntry.js null',
      'HEAD /remotes/citizen/remoteEntry.js null',
    ]);
    await app.close();
  });
});
