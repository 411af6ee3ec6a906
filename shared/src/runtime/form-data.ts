import { VACCINES_FIELD } from '@evax/shared/contract';

/**
 * Spec 1 §7.1: form-data requests go as multipart. The vaccine lists are sent as JSON, both under
 * the field `vaccines_set`; other lists and objects use bracketed indexes (`doses[0][dci]`, the
 * form the API reads back); null and undefined values are left out.
 */

/** The payload fields sent as one JSON part under VACCINES_FIELD rather than as bracketed parts. */
export const VACCINE_LIST_FIELDS = ['vaccines_set', 'vaccines_passe_set'] as const;
export { VACCINES_FIELD };

export type FormDataValue = string | Blob;

/** The parts of a multipart body, in order: a pure function, so the rule is testable without a browser. */
export function formDataEntries(payload: Record<string, unknown>): [string, FormDataValue][] {
  const entries: [string, FormDataValue][] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (value === null || value === undefined) continue;
    if ((VACCINE_LIST_FIELDS as readonly string[]).includes(name)) entries.push([VACCINES_FIELD, JSON.stringify(value)]);
    else appendValue(entries, name, value);
  }
  return entries;
}

/** A FormData holding formDataEntries(payload). */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of formDataEntries(payload)) form.append(name, value);
  return form;
}

function appendValue(entries: [string, FormDataValue][], name: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) entries.push([name, value]);
  else if (value instanceof Date) entries.push([name, value.toISOString()]);
  else if (Array.isArray(value)) value.forEach((item, index) => appendValue(entries, `${name}[${index}]`, item));
  else if (typeof value === 'object') {
    for (const [key, nested] of Object.entries(value as Record<string, unknown>)) appendValue(entries, `${name}[${key}]`, nested);
  } else entries.push([name, String(value)]);
}
