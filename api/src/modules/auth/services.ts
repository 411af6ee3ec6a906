import type { FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../clock.js';
import { createSmsGateway, type SmsGateway } from '../sms/index.js';
import { AddressLimits } from './address-limit.js';
import { LoginLockout } from './lockout.js';
import { OidcVerifier } from './oidc.js';
import { OneTimeCodes } from './otp.js';
import { RateLimiter } from './rate-limit.js';
import { RecaptchaVerifier } from './recaptcha.js';
import { loadSecret, type AccessTokens } from './tokens.js';
import type { Db } from '../../db/connection.js';
import { ApiError } from '../../http/errors.js';

/** What the account routes (auth, profile, structure) share, built once per app. */
export interface AccountServices {
  db: Db;
  tokens: AccessTokens;
  clock: Clock;
  sms: SmsGateway;
  lockout: LoginLockout;
  rateLimiter: RateLimiter;
  /** The per-address limits of the anonymous routes (a gate in this process's memory, then the database counter). */
  addressLimits: AddressLimits;
  codes: OneTimeCodes;
  /** null: no bot check configured. */
  recaptcha: RecaptchaVerifier | null;
  /** null: no professional-body login configured. */
  oidc: OidcVerifier | null;
  /** Sessions of other kinds that logout revokes too (the citizen space's), each reading the tokens it issued. */
  otherSessions: SessionOfToken[];
}

/** The session of a token (its id and expiry), or null when the token is not of this kind or not valid. */
export type SessionOfToken = (token: string) => Promise<{ jti: string; expiresAt: Date } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountServices;
  }
}

export interface AccountServiceOptions {
  /** The clock of the lock-out, codes and tokens of the professional body (tests move it). */
  clock?: Clock;
  /** Replaces the gateway the configuration chooses. */
  sms?: SmsGateway;
}

/** Decorates the app with the account services; call it before registering the routes. */
export async function registerAccountServices(app: FastifyInstance, options: AccountServiceOptions = {}): Promise<void> {
  const clock = options.clock ?? systemClock;
  const { db, config } = app;
  const rateLimiter = new RateLimiter(db, clock);
  app.decorate('account', {
    db,
    tokens: app.tokens,
    clock,
    sms: options.sms ?? createSmsGateway(config.sms, db, clock),
    lockout: new LoginLockout(db, clock),
    rateLimiter,
    addressLimits: new AddressLimits(rateLimiter, clock, config.addressLimitMultiplier),
    codes: new OneTimeCodes(db, clock, await loadSecret(db, 'otp_secret')),
    recaptcha: config.auth.recaptcha ? new RecaptchaVerifier(config.auth.recaptcha) : null,
    oidc: config.auth.oidc ? new OidcVerifier(config.auth.oidc, clock) : null,
    otherSessions: [],
  } satisfies AccountServices);

  // 429 answers say when to come back in the Retry-After header too (the envelope has retryAfter).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ApiError && error.envelope.retryAfter !== undefined) reply.header('retry-after', String(error.envelope.retryAfter));
  });
}
