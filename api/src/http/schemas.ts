import type { preValidationAsyncHookHandler } from 'fastify';

/** Schemas shared by routes that take no query parameters or no body. */

/** No query parameters are read; unknown ones are ignored, like on every route. */
export const NO_QUERY = { type: 'object', properties: {} } as const;

/** No body: an empty JSON object at most (use with treatMissingBodyAsEmpty). */
export const NO_BODY = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A POST without a body is validated as an empty object, so NO_BODY accepts it. */
export const treatMissingBodyAsEmpty: preValidationAsyncHookHandler = async (request) => {
  request.body ??= {};
};

/** An id in a path, a query or a body: decimal digits, 1 to 2147483647, read as a number (validation.ts, databaseId). */
export const ID = { type: 'string', databaseId: true } as const;

/** The `:id` of a route's path. */
export const ID_PARAMS = { type: 'object', required: ['id'], properties: { id: ID } } as const;

export interface IdParams {
  id: number;
}
