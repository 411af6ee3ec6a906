import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { CERTIFICATE } from '@evax/shared/contract';

/** A signing key as kept in the database (PEM). */
export interface StoredSigningKey {
  kid: string;
  privateKey: string;
  publicKey: string;
}

/** A new Ed25519 key pair, named by a random key id. */
export function newSigningKey(): StoredSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    kid: randomBytes(12).toString('base64url'),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export const privateKeyOf = (key: StoredSigningKey): KeyObject => createPrivateKey(key.privateKey);
export const publicKeyOf = (key: StoredSigningKey): KeyObject => createPublicKey(key.publicKey);

const encode = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
/** A statement is a few hundred bytes deflated; this bounds what a forged token may inflate to. */
const MAX_STATEMENT_BYTES = 64 * 1024;

/**
 * A compact JWS (RFC 7515) of `statement`: EdDSA over Ed25519, the payload deflated (`zip: DEF`,
 * as SMART Health Cards do) so that the QR code stays small enough to scan from paper.
 */
export function signStatement(statement: object, kid: string, privateKey: KeyObject): string {
  const header = encode(JSON.stringify({ alg: 'EdDSA', kid, typ: CERTIFICATE.type, zip: 'DEF' }));
  const payload = encode(deflateRawSync(JSON.stringify(statement)));
  const signature = sign(null, Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${encode(signature)}`;
}

/** The header, payload and signature of a token shaped as ours; null for anything else. */
function partsOf(token: string) {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (header.alg !== 'EdDSA' || header.typ !== CERTIFICATE.type || header.zip !== 'DEF' || typeof header.kid !== 'string') return null;
    return { kid: header.kid, signingInput: `${parts[0]}.${parts[1]}`, payload: parts[1]!, signature: Buffer.from(parts[2]!, 'base64url') };
  } catch {
    return null;
  }
}

/** The key id a token names, or null when it is not one of ours. */
export const keyIdOf = (token: string): string | null => partsOf(token)?.kid ?? null;

/**
 * The statement a token carries when its signature holds under `publicKey`; null when the token
 * is malformed, signed by another key or changed in any byte.
 */
export function verifiedStatement(token: string, publicKey: KeyObject): unknown {
  const parts = partsOf(token);
  if (!parts || !verify(null, Buffer.from(parts.signingInput), publicKey, parts.signature)) return null;
  try {
    return JSON.parse(inflateRawSync(Buffer.from(parts.payload, 'base64url'), { maxOutputLength: MAX_STATEMENT_BYTES }).toString('utf8'));
  } catch {
    return null;
  }
}

/** The statement of a token we issued and kept (the PDF of a stored certificate): read without a key. */
export function storedStatement(token: string): unknown {
  const parts = partsOf(token);
  if (!parts) throw new Error('A stored certificate token is not a JWS');
  return JSON.parse(inflateRawSync(Buffer.from(parts.payload, 'base64url')).toString('utf8'));
}
