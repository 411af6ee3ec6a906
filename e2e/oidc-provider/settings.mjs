// The local OpenID provider of the e2e run: where it listens, its client, its accounts. The
// Playwright config, the provider and the tests all read them from here.

/** The portal's port (EVAX_E2E_PORT), as playwright.config.ts takes it. */
export const portalPort = Number(process.env.EVAX_E2E_PORT ?? 8191);
/** The provider's port: EVAX_E2E_OIDC_PORT, else the portal's + 1000 (two suites on one machine stay apart). */
export const providerPort = Number(process.env.EVAX_E2E_OIDC_PORT ?? portalPort + 1000);
export const issuer = `http://127.0.0.1:${providerPort}`;
export const clientId = 'evax-portal-e2e';
/** The API read scope the portal asks for (the API's EVAX_OIDC_SCOPE default). */
export const apiScope = 'evax.api.read';
export const redirectUri = `http://127.0.0.1:${portalPort}/signin-oidc`;

export const PASSWORD = 'Cnom-E2E-2026';

/** Professionals of the test provider: subject -> claims. None has a portal account at the start of a run. */
export const ACCOUNTS = {
  'dr.leila.fr': { given_name: 'Leila', family_name: 'Saidi', name: 'Leila Saidi', preferred_username: 'dr.leila.fr' },
  'dr.karim.ar': { given_name: 'Karim', family_name: 'Mansouri', name: 'Karim Mansouri', preferred_username: 'dr.karim.ar' },
};
