// A real OpenID Connect provider (the oidc-provider package) for the professional-body journey:
// authorization code + PKCE for the portal's public client, RS256 ID tokens from a key made at
// start-up, a login form that checks the test accounts' password. Started by playwright.config.ts.
import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';
import { ACCOUNTS, PASSWORD, apiScope, clientId, issuer, providerPort, redirectUri } from './settings.mjs';

const signingKey = {
  ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: 'e2e-rs256',
  alg: 'RS256',
  use: 'sig',
};

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [signingKey] },
  scopes: ['openid', 'profile', apiScope],
  claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] },
  // The profile claims in the ID token too: the portal sends the ID token to its API.
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  clientBasedCORS: (ctx, origin, client) => client.redirectUris.some((uri) => new URL(uri).origin === origin),
  findAccount: (ctx, id) => (ACCOUNTS[id] ? { accountId: id, claims: () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined),
  interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
  features: { devInteractions: { enabled: false } },
  cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
});

const page = (body) => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Ordre des médecins (test)</title>
<style>body{font-family:sans-serif;max-width:360px;margin:10vh auto}label,input,button{display:block;width:100%;margin-block:6px}</style></head>
<body><h1>Ordre des médecins (test)</h1>${body}</body></html>`;

const loginForm = (uid, error) =>
  page(`${error ? `<p role="alert">${error}</p>` : ''}<form method="post" action="/interaction/${uid}/login">
<label>Identifiant<input name="login" autocomplete="off" required autofocus></label>
<label>Mot de passe<input name="password" type="password" required></label>
<button type="submit">Se connecter</button></form>`);

async function formBody(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** Login (password checked), then consent granted for what the portal asked (a first-party client). */
async function interaction(req, res, uid, action) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  const { prompt, params, session } = details;
  if (prompt.name === 'login') {
    if (action !== 'login' || req.method !== 'POST') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(uid));
      return;
    }
    const form = await formBody(req);
    const login = form.get('login') ?? '';
    if (!ACCOUNTS[login] || form.get('password') !== PASSWORD) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(uid, 'Identifiant ou mot de passe incorrect'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
    return;
  }
  // consent
  const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
  if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
  await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

const callback = provider.callback();
http
  .createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login))?$/.exec(new URL(req.url, issuer).pathname);
    if (!match) return callback(req, res);
    interaction(req, res, match[1], match[2]).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error?.message ?? error));
    });
  })
  .listen(providerPort, '127.0.0.1', () => console.log(`OpenID provider (e2e) on ${issuer}`));
