import type { FastifyInstance } from 'fastify';
import type { RemotesConfig } from '@evax/shared/contract';
import type { AuthSettings } from '../modules/auth/settings.js';
import { DOCS_PREFIX } from './openapi.js';

/** Other origins a page talks to, besides the portal's and the remotes'. */
export interface PageOrigins {
  /** Scripts and frames: the bot check's (reCAPTCHA), when it is on. */
  script: string[];
  frame: string[];
  /** Requests: the professional body's identity provider (discovery, token), when it is on. */
  connect: string[];
}

const originOf = (address: string) => new URL(address).origin;

/** The origins the sign-in's services need, from their settings (none when they are off). */
export function signInOrigins(auth: Pick<AuthSettings, 'oidc' | 'recaptcha'>): PageOrigins {
  const recaptcha = auth.recaptcha ? [originOf(auth.recaptcha.scriptUrl)] : [];
  // Google's reCAPTCHA script loads the rest of itself from gstatic and draws its challenge in a frame.
  const google = recaptcha.includes('https://www.google.com') ? ['https://www.gstatic.com'] : [];
  return {
    script: [...recaptcha, ...google],
    frame: recaptcha,
    connect: auth.oidc ? [originOf(auth.oidc.issuer)] : [],
  };
}

/** The origins other than the portal's that the remotes config loads areas from (a remote deployed alone). */
export function remoteOrigins(config: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const { entry } of config.remotes) if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
  return [...origins];
}

/**
 * The portal page's Content-Security-Policy: scripts only from the portal and the remotes' origins,
 * never inline (but the few whose hash is listed, see registerSecurityHeaders) and never evaluated from a string, so a script injected into a page cannot run and
 * read the session's token from the storage (docs/decisions.md, "Security headers").
 * Styles may be inline: antd writes its CSS-in-JS into <style> elements.
 */
export function portalContentSecurityPolicy(origins: string[], others: PageOrigins = { script: [], frame: [], connect: [] }): string {
  const from = (...more: string[]) => [...new Set(["'self'", ...origins, ...more])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${from(...others.script)}`,
    // blob: the supporting files the page fetched with the session and shows (the PDF viewer reads them).
    `connect-src ${from(...others.connect, 'blob:')}`,
    `style-src ${from("'unsafe-inline'")}`,
    `img-src ${from('data:', 'blob:')}`,
    `font-src ${from('data:')}`,
    // The PDF viewer's worker, and supporting files shown from the memory of the page.
    "worker-src 'self' blob:",
    `frame-src ${["'self'", ...others.frame, 'blob:'].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What a browser may not do with any answer, page or data: guess its type, frame it, send the address on, use devices. */
const EVERY_ANSWER: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  // Page addresses carry a child's evax number: never sent to another site.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Data answers are never a page: nothing in them may load or run. */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer: the portal's pages get its policy, the API's data answers a
 * policy that allows nothing; the API viewer (/api/docs) keeps the policy of its own package.
 * `inlineScripts`: the hashes ('sha256-…') of the only inline scripts the pages may run (the shell's
 * gate, issue 28; static/inline-script-hashes.ts), never 'unsafe-inline'. Over HTTPS
 * (directly or through a trusted proxy) the browser is told to stay on HTTPS.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  remotes: RemotesConfig,
  auth: Pick<AuthSettings, 'oidc' | 'recaptcha'>,
  inlineScripts: string[] = [],
): void {
  const others = signInOrigins(auth);
  const pagePolicy = portalContentSecurityPolicy(remoteOrigins(remotes), { ...others, script: [...others.script, ...inlineScripts] });
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(EVERY_ANSWER)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // A 304 updates the headers the browser cached with the page: it must not replace its policy.
    if (request.url.startsWith(DOCS_PREFIX) || reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', pagePolicy);
    // A script file gets none: a worker (the PDF viewer's) runs under the policy of its own file.
    else if (request.url.startsWith('/api')) reply.header('content-security-policy', DATA_POLICY);
    return payload;
  });
}
