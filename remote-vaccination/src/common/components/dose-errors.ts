import { ApiError } from '@evax/shared/runtime';

const DOSE_PREFIX = 'vaccines_set.0.';

/** The API names a visit's dose fields `vaccines_set.0.<field>`: the form's are `<field>`. */
export function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.envelope?.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.envelope.fields).map(([name, problems]) => [name.startsWith(DOSE_PREFIX) ? name.slice(DOSE_PREFIX.length) : name, problems]),
  );
  return new ApiError({ status: error.status, envelope: { ...error.envelope, fields }, message: error.message });
}
