import path from 'node:path';

/**
 * What the five builds agree on: the container names, the dev ports and the singletons.
 * The TypeScript side of the same agreement is `remoteContainerName` in @evax/shared/contract.
 */

/** Every federated container is named evax_<name>, so its global cannot clash with a page's own. */
export const containerName = (name) => `evax_${name}`;

/** Dev-server ports: the host on 3000, each remote on its own port (`pnpm dev`). */
export const DEV_PORTS = { host: 3000, citizen: 3001, vaccination: 3002, reference: 3003, admin: 3004 };

export const REMOTE_NAMES = ['citizen', 'vaccination', 'reference', 'admin'];

/** Where the API listens while developing; the dev servers proxy /api to it. */
export const DEV_API_TARGET = process.env.EVAX_API_URL ?? 'http://127.0.0.1:8080';

const SHARED_PACKAGE_VERSION = '0.1.0';

/** What every build provides as `react-router-dom`: the names of its declarative mode. */
export const DECLARATIVE_ROUTER = path.join(import.meta.dirname, 'react-router-declarative.mjs');

/**
 * Libraries with one instance at runtime (DESIGN §2): the host's copy wins, remotes reuse it.
 * antd is shared too, one module per component: see antd-modules.mjs.
 */
const SINGLETON_LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  'formik',
  'yup',
];

/**
 * @evax/shared's entries that hold state or components and so must be one instance (the host's):
 * runtime (the auth store, i18n, the request client, toasts), ui/shell (the part of the UI kit the
 * login page needs) and ui (the whole kit, loaded on first use). Its plain data (`contract`:
 * routes, permission strings, error codes; `validation`: the rules) is not shared: each build
 * bundles what it uses, so a remote deployed after the host brings its own newer copy
 * (docs/decisions.md, "What is shared at runtime and what each build brings").
 */
const SHARED_ENTRY_POINTS = ['runtime', 'ui/shell', 'ui'].map((entry) => `@evax/shared/${entry}`);

/**
 * `hostProvides`: a remote's production build, which always runs in a host: it bundles no copy of
 * @evax/shared's entries and takes the host's. Needed since the areas load on demand: the host
 * fetches the UI kit on first use, and a remote that brought its own copy could register it first
 * and have it chosen over the host's (same version).
 */
export function sharedSingletons(antdShared, { hostProvides = false, reactRouterVersion } = {}) {
  const shared = { ...antdShared };
  for (const library of SINGLETON_LIBRARIES) shared[library] = { singleton: true };
  // react-router-dom's declarative mode only (react-router-declarative.mjs): a shared module is not tree-shaken.
  shared['react-router-dom'] = {
    singleton: true,
    import: DECLARATIVE_ROUTER,
    version: reactRouterVersion,
    requiredVersion: `^${reactRouterVersion}`,
  };
  for (const entry of SHARED_ENTRY_POINTS) {
    shared[entry] = {
      singleton: true,
      version: SHARED_PACKAGE_VERSION,
      requiredVersion: `^${SHARED_PACKAGE_VERSION}`,
      ...(hostProvides ? { import: false } : {}),
    };
  }
  return shared;
}
