import { normalizeText } from '@evax/shared/validation';
import type { preValidationAsyncHookHandler } from 'fastify';

/** A contract path (`/api/ALL_DCI/{id}`, `{name}` placeholders) as Fastify declares it (`/api/ALL_DCI/:id`). */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function normalized(value: unknown): unknown {
  if (typeof value === 'string') return normalizeText(value);
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalized(v)]));
  }
  return value;
}

/**
 * preValidation: every text of the body trimmed, with its runs of spaces collapsed, before the
 * schema checks lengths ("  BCG " is "BCG", and "  a " is too short).
 */
export const normalizeBodyText: preValidationAsyncHookHandler = async (request) => {
  if (request.body !== undefined) request.body = normalized(request.body);
};
