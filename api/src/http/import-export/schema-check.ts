import { Ajv } from 'ajv';
import type { FieldError } from '@evax/shared/contract';
import type { FastifySchemaValidationError } from 'fastify';
import { AJV_OPTIONS, AJV_PLUGINS, fieldErrorsFrom } from '../validation.js';

const ajv = new Ajv({ ...AJV_OPTIONS });
for (const plugin of AJV_PLUGINS) plugin(ajv);

/**
 * A route's body schema as a function, for the rows of an imported file: they meet the same
 * rules, and their errors read the same, as the JSON the forms send. The value is coerced and
 * completed with the schema's defaults in place, as Fastify does.
 */
export function schemaCheck<T>(schema: object): (value: unknown) => { value: T; errors: null } | { value: null; errors: Record<string, FieldError[]> } {
  const validate = ajv.compile(schema);
  return (value) => {
    const copy = structuredClone(value);
    return validate(copy)
      ? { value: copy as T, errors: null }
      : { value: null, errors: fieldErrorsFrom((validate.errors ?? []) as FastifySchemaValidationError[]) };
  };
}
