import type { FieldError } from '@evax/shared/contract';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import { formMessage } from '@evax/shared/validation';

/** Field errors of the API's envelope, `{ field: [{code, key, params}] }`. */
export type ServerFieldErrors = Record<string, FieldError[]>;

/** A failed save, split for a form: each error in one place, a field or the banner. */
export interface MappedServerError {
  error: ApiError;
  /** formik errors (nested at dotted paths): each shown field's first message, a form message (key or `{key, params}`). */
  fields: Record<string, unknown>;
  /** The same messages by dotted path (`addedOptionSet.2.valueFr`). */
  byPath: Record<string, string>;
  /** The banner's form message, or null when the field errors tell the whole error. */
  message: string | null;
}

export interface ServerErrorOptions {
  /**
   * The fields the form shows (top-level names; `addedOptionSet` takes `addedOptionSet.2.valueFr`).
   * A field error on another field cannot show on it, so it becomes the banner. All fields when absent.
   */
  shown?: readonly string[] | ((path: string) => boolean);
  /**
   * The banner's key chosen by the form for what no field shows (a refused one-time code); when it
   * answers nothing, the banner shows the first field error the form has no field for, else the
   * envelope's key.
   */
  messageKey?: (error: ApiError) => string | undefined;
}

/** The first message of each field of an envelope's `fields`, as form messages by dotted path. */
export function serverMessages(errors: ServerFieldErrors | null | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors ?? {})) {
    const first = list[0];
    if (first) messages[field] = formMessage(first.key, first.params);
  }
  return messages;
}

/**
 * A copy of `target` with `value` at a dotted path, numeric segments as array indexes: formik's
 * shape of nested errors (not formik's own setIn, so that importing the mapper loads no formik).
 */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const container: Record<string, unknown> | unknown[] = Array.isArray(target) ? [...(target as unknown[])] : { ...target };
  const child = (container as Record<string, unknown>)[head];
  if (rest.length === 0) {
    (container as Record<string, unknown>)[head] = value;
  } else {
    const next = child && typeof child === 'object' ? child : /^\d+$/.test(rest[0]!) ? [] : {};
    (container as Record<string, unknown>)[head] = setPath(next as Record<string, unknown>, rest.join('.'), value);
  }
  return container as Record<string, unknown>;
}

function isShownBy(shown: ServerErrorOptions['shown']): (path: string) => boolean {
  if (!shown) return () => true;
  if (typeof shown === 'function') return shown;
  return (path) => shown.includes(path.split('.')[0]!);
}

/**
 * The one mapping of a failed call onto a form: the envelope's field errors on the fields the form
 * shows; the banner only for what no field shows (a field error the form has no field for, or an
 * error without field errors). A duplicate name is a field error, never also a banner.
 */
export function mapServerError(failure: unknown, { shown, messageKey }: ServerErrorOptions = {}): MappedServerError {
  const error = toApiError(failure);
  const isShown = isShownBy(shown);
  const byPath: Record<string, string> = {};
  let fields: Record<string, unknown> = {};
  let unshown: string | null = null;
  for (const [path, message] of Object.entries(serverMessages(error.envelope?.fields))) {
    if (isShown(path)) {
      byPath[path] = message;
      fields = setPath(fields, path, message);
    } else {
      unshown ??= message;
    }
  }
  const landed = Object.keys(byPath).length > 0;
  if (landed && unshown === null) return { error, fields, byPath, message: null };
  const chosen = messageKey?.(error);
  return { error, fields, byPath, message: chosen ? formMessage(chosen) : (unshown ?? formMessage(error.key)) };
}

/** formik's `touched` for the mapped paths, so the fields show their messages at once. */
export function touchedFor(byPath: Record<string, string>): Record<string, unknown> {
  let touched: Record<string, unknown> = {};
  for (const path of Object.keys(byPath)) touched = setPath(touched, path, true);
  return touched;
}
