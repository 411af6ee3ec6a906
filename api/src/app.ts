import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import './http/context.js';
import { registerAccessControl } from './http/auth.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { notFound } from './http/errors.js';
import { registerInputGuards } from './http/input-guards.js';
import { registerOpenApi } from './http/openapi.js';
import { withRedactedRequests } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { shellInlineScriptHashes } from './modules/static/inline-script-hashes.js';
import { AJV_OPTIONS, AJV_PLUGINS } from './http/validation.js';
import { listenTo } from './db/notifications.js';
import { CALLER_CHANNEL, CallerCache } from './modules/accounts/caller-cache.js';
import { findCaller } from './modules/accounts/memberships.js';
import { adminRoutes } from './modules/admin/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { registerAccountServices } from './modules/auth/services.js';
import { AccessTokens, loadSigningKey } from './modules/auth/tokens.js';
import { citizenRoutes } from './modules/citizen/routes.js';
import { medicalFolderRoutes } from './modules/medical-folder/routes.js';
import { mapiRoutes } from './modules/medical-folder/mapi-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.js';
import type { SmsGateway } from './modules/sms/gateway.js';
import { smsRoutes } from './modules/sms/routes.js';
import { loadRemotesConfig } from './modules/static/remotes-config.js';
import { registerStaticSite } from './modules/static/routes.js';
import { structureRoutes } from './modules/structure/routes.js';
import { vaccinationRoutes } from './modules/vaccination/routes.js';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Fastify's logger; off unless given (tests stay silent). */
  logger?: FastifyServerOptions['logger'];
  /** The clock of the lock-out and one-time codes (tests move a fake one); the system's by default. */
  clock?: Clock;
  /** Replaces the SMS gateway the configuration chooses. */
  sms?: SmsGateway;
}

/** The Fastify application on a migrated database; `listen` it, or `inject` requests in tests. */
export async function buildApp({ db, config, logger = false, clock, sms }: AppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: withRedactedRequests(logger),
    // One line per request is noise at 'info' (and check-token's path names a token); errors and start-up are logged.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: { customOptions: AJV_OPTIONS, plugins: AJV_PLUGINS },
    bodyLimit: 1024 * 1024,
    // request.ip: the socket's address, or what the trusted proxies forwarded (per-address limits).
    trustProxy: config.trustProxy,
  };
  const remotesConfig = loadRemotesConfig(config.remotesConfigFile, config.webRoot);
  const app = Fastify(options);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('tokens', new AccessTokens(await loadSigningKey(db, config.jwtSecret), config.tokenTtlSeconds));
  app.decorateRequest('caller', null);
  // The callers this process keeps, dropped by the database's notifications (issue 28).
  const callers = new CallerCache((userId, structureId, jti) => findCaller(db, userId, structureId, jti));
  app.decorate('callers', callers);
  const stopListening = config.callerCache ? listenTo(db, CALLER_CHANNEL, callers) : null;
  if (stopListening) app.addHook('onClose', stopListening);

  registerErrorHandler(app);
  registerCompression(app);
  registerSecurityHeaders(app, remotesConfig, config.auth, shellInlineScriptHashes(config.webRoot));
  registerAccessControl(app);
  registerInputGuards(app);
  await registerAccountServices(app, { clock, sms });
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(citizenRoutes);
  await app.register(medicalFolderRoutes);
  await app.register(mapiRoutes);
  await app.register(vaccinationRoutes);
  await app.register(adminRoutes);
  await app.register(profileRoutes);
  await app.register(structureRoutes);
  await app.register(smsRoutes);
  await app.register(registrationRoutes);
  await app.register(dashboardRoutes);

  const spaFallback = await registerStaticSite(app, { webRoot: config.webRoot, remotesConfig });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    return spaFallback(request, reply);
  });
  return app;
}
