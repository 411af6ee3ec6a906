import { DEV_PORTS, REMOTE_NAMES } from './federation.mjs';

/**
 * Serves the runtime configuration the host reads at start-up (/config/remotes.json)
 * while developing: every remote on its own dev server. Production serves a file instead.
 */
export function devRemotesConfigMiddleware(middlewares, devServer) {
  devServer.app.get('/config/remotes.json', (request, response) => {
    const host = request.hostname;
    response.json({
      remotes: REMOTE_NAMES.map((name) => ({ name, entry: `http://${host}:${DEV_PORTS[name]}/mf-manifest.json` })),
    });
  });
  return middlewares;
}
