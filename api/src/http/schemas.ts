import type { preValidationAsyncHookHandler } from 'fastify';

/**
 * A POST without a body is validated as an empty object, so NoBody (@evax/shared/contract/schemas)
 * accepts it.
 */
export const treatMissingBodyAsEmpty: preValidationAsyncHookHandler = async (request) => {
  request.body ??= {};
};
