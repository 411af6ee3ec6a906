import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import './http/context.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { notFound } from './http/errors.js';
import { AJV_OPTIONS } from './http/validation.js';
import { adminRoutes } from './modules/admin/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { AccessTokens, loadSigningKey } from './modules/auth/tokens.js';
import { citizenRoutes } from './modules/citizen/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { registerStaticSite } from './modules/static/routes.js';
import { vaccinationRoutes } from './modules/vaccination/routes.js';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Fastify's logger; off unless given (tests stay silent). */
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify application on a migrated database; `listen` it, or `inject` requests in tests. */
export async function buildApp({ db, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // One line per request is noise at 'info'; errors and start-up are logged.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: { customOptions: AJV_OPTIONS },
    bodyLimit: 1024 * 1024,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', new AccessTokens(await loadSigningKey(db, config.jwtSecret), config.tokenTtlSeconds));
  app.decorateRequest('caller', null);

  registerErrorHandler(app);
  registerCompression(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(citizenRoutes);
  await app.register(vaccinationRoutes);
  await app.register(adminRoutes);

  const spaFallback = await registerStaticSite(app, { webRoot: config.webRoot, remotesConfigFile: config.remotesConfigFile });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return spaFallback(request, reply);
  });
  return app;
}
