import { FIELD_ERROR_CODES } from '@evax/shared/contract';
import { hasLoneSurrogate } from '@evax/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './errors.js';
import { boundedInputSchemas } from './input-bounds.js';
import { NON_FIELD_ERRORS } from './validation.js';

/**
 * Rules every route's input follows, whatever its schema (docs/decisions/security.md, "Security:
 * hostile input"): JSON nested deeper than JSON_MAX_DEPTH is refused before it is parsed, text
 * holding U+0000 or a lone surrogate (which PostgreSQL cannot store) is refused wherever it comes
 * from, integers stay within the columns' range and dates within a plausible one (input-bounds.ts),
 * and a DELETE route that declares no body refuses one.
 */

/** Far deeper than any body of ours (an option list is three levels deep); keeps every recursion on a body short. */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/** True when JSON text nests arrays and objects deeper than `limit`; one pass, no recursion, strings skipped. */
export function jsonNestsDeeperThan(text: string, limit = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

export const tooDeep = () =>
  validationFailed(
    { [NON_FIELD_ERRORS]: [{ code: 'invalid', key: FIELD_ERROR_CODES.invalid, params: { limit: JSON_MAX_DEPTH } }] },
    `JSON nested deeper than ${JSON_MAX_DEPTH} levels`,
  );

/** JSON.parse, after refusing nesting deeper than JSON_MAX_DEPTH (a 400). */
export function parseBoundedJson(text: string): unknown {
  if (jsonNestsDeeperThan(text)) throw tooDeep();
  return JSON.parse(text) as unknown;
}

type TextProblem = 'nul' | 'lone-surrogate';

const problemOf = (text: string): TextProblem | null => (text.includes('\0') ? 'nul' : hasLoneSurrogate(text) ? 'lone-surrogate' : null);

const TEXT_PROBLEM_DETAILS: Record<TextProblem, string> = {
  nul: 'Text may not contain the NUL character (U+0000)',
  'lone-surrogate': 'Text must be well-formed Unicode (a lone UTF-16 surrogate is not a character)',
};

/**
 * The first text (a value or a key) PostgreSQL cannot store: one holding U+0000, or a lone UTF-16
 * surrogate (JSON may spell "\ud800"; no UTF-8 carries it, and the audit row's JSON refused it).
 * Its dotted path ('' for the value itself) and what is wrong; null when every text is sound.
 */
export function firstUnstorableText(value: unknown): { path: string; problem: TextProblem } | null {
  const pending: { node: unknown; path: string[] }[] = [{ node: value, path: [] }];
  while (pending.length > 0) {
    const { node, path } = pending.pop()!;
    if (typeof node === 'string') {
      const problem = problemOf(node);
      if (problem) return { path: path.join('.'), problem };
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, child] of Object.entries(node)) {
        const problem = problemOf(key);
        if (problem) return { path: [...path, key.replace(/\0/g, '').replace(/\p{Cs}/gu, '')].join('.'), problem };
        pending.push({ node: child, path: [...path, key] });
      }
    }
  }
  return null;
}

function refuseUnstorableText(value: unknown): void {
  const found = firstUnstorableText(value);
  if (found === null) return;
  throw validationFailed({ [found.path || NON_FIELD_ERRORS]: [{ code: 'invalid', key: FIELD_ERROR_CODES.invalid }] }, TEXT_PROBLEM_DETAILS[found.problem]);
}

const unexpectedBody = () =>
  validationFailed({ [NON_FIELD_ERRORS]: [{ code: 'unknown_field', key: FIELD_ERROR_CODES.unknown_field }] }, 'This request takes no body');

function checkParsedInput(request: FastifyRequest): void {
  // A POST without a body schema may read its input itself (a multipart upload); a DELETE reads none.
  if (request.method === 'DELETE' && request.body !== undefined && request.routeOptions.schema?.body === undefined) throw unexpectedBody();
  refuseUnstorableText(request.params);
  refuseUnstorableText(request.query);
  refuseUnstorableText(request.body);
}

/** Call before registering the routes: the parser and the hooks apply to those registered after. */
export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonNestsDeeperThan(text)) return done(tooDeep(), undefined);
    return parseJson(request, text, done);
  });
  // Before the schema (and any route's own preValidation) reads the input.
  app.addHook('preValidation', async (request) => checkParsedInput(request));
  // A route may build its body itself (the option-list form from its multipart fields): checked again.
  app.addHook('preHandler', async (request) => refuseUnstorableText(request.body));
  // Every route's input schema: integers within the columns' range, dates within a plausible one.
  app.addHook('onRoute', (route) => {
    if (route.schema) route.schema = boundedInputSchemas(route.schema);
  });
}
