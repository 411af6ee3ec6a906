/** Schemas shared by routes that take no query parameters or no body. */

/** No query parameters are read; unknown ones are ignored, like on every route. */
export const NO_QUERY = { type: 'object', properties: {} } as const;

/**
 * No body: nothing, or an empty JSON object. (A `type: 'object'` schema would refuse a request
 * without a body; `maxProperties` only constrains objects.)
 */
export const NO_BODY = { maxProperties: 0 } as const;
