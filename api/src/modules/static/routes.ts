import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, REMOTES_CONFIG_PATH, SHELL_ROUTES, type RemotesConfig } from '@evax/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import { NO_CACHE, setCacheHeaders } from './cache-control.js';
import { NoQuery } from '@evax/shared/contract/schemas';

export interface StaticSiteOptions {
  /** Folder holding host/dist and remote-<name>/dist (the repository root by default). */
  webRoot: string;
  /** The deployment's remotes config (loadRemotesConfig), served at /config/remotes.json. */
  remotesConfig: RemotesConfig;
}

/** Answers a page request of the single-page app with the host's index.html. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Paths that are never pages of the app, so never get index.html. */
const NOT_PAGES = /^\/(api|remotes|config)(\/|$)/;

/**
 * The light sign-in page, a page of its own beside the shell (webpack/create-sign-in-page-config.mjs
 * builds it into host/dist/sign-in/): what a page load of the login address gets, and of the
 * certificates' public verify page (issue 35), which needs no session. In-app navigation to the
 * login page stays in the shell.
 */
const SIGN_IN_PAGE_DIR = 'sign-in';
const SIGN_IN_PAGE_PATHS = new Set<string>([SHELL_ROUTES.login, SHELL_ROUTES.auth, SHELL_ROUTES.verifyCertificate]);

const isDirectory = (folder: string) => fs.existsSync(folder) && fs.statSync(folder).isDirectory();

/**
 * Serves the built frontends on the API's port: the host at /, each remote at /remotes/<name>/,
 * the runtime remotes config at /config/remotes.json. A frontend that is not built answers 404
 * with a message saying so. Registered on the root instance (not encapsulated), so that the
 * not-found handler can send the host's index.html.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<SpaFallback> {
  const { remotesConfig } = options;
  app.get(REMOTES_CONFIG_PATH, { schema: { querystring: NoQuery } }, (_request, reply) => reply.header('cache-control', NO_CACHE).send(remotesConfig));

  const hostDist = path.join(options.webRoot, 'host', 'dist');
  const hostBuilt = isDirectory(hostDist);
  const signInPageBuilt = fs.existsSync(path.join(hostDist, SIGN_IN_PAGE_DIR, 'index.html'));
  if (hostBuilt) {
    await app.register(fastifyStatic, { root: hostDist, prefix: '/', cacheControl: false, setHeaders: setCacheHeaders });
  }

  for (const name of REMOTE_NAMES) {
    const prefix = `/remotes/${name}/`;
    const dist = path.join(options.webRoot, `remote-${name}`, 'dist');
    if (isDirectory(dist)) {
      await app.register(fastifyStatic, { root: dist, prefix, decorateReply: false, cacheControl: false, setHeaders: setCacheHeaders });
    } else {
      app.get(`${prefix}*`, { schema: { querystring: NoQuery } }, () => {
        throw notFound(`remote-${name}/dist not found: build the remote (pnpm build)`);
      });
    }
  }

  return (request, reply) => {
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml && !NOT_PAGES.test(request.url);
    if (!isPage) throw notFound();
    if (!hostBuilt) throw notFound('host/dist not found: build the host (pnpm build)');
    const signInPage = SIGN_IN_PAGE_PATHS.has(request.url.split('?')[0]!.replace(/\/$/, '')) && signInPageBuilt;
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', signInPage ? path.join(hostDist, SIGN_IN_PAGE_DIR) : hostDist);
  };
}
