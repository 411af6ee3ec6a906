import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import type { FormValues } from './types.js';

/** Loads the values of a record to edit; the signal aborts when the form goes away. */
export type ValuesLoader = (signal: AbortSignal) => Promise<FormValues>;

export interface LoadedValues {
  values: FormValues | null;
  error: ApiError | null;
}

/** The values `load` answers (none without a loader); a cancelled load is no error. */
export function useLoadedValues(load: ValuesLoader | undefined): LoadedValues {
  const [state, setState] = useState<LoadedValues>({ values: null, error: null });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState({ values: null, error: null });
    load(controller.signal).then(
      (values) => !controller.signal.aborted && setState({ values, error: null }),
      (failure: unknown) => {
        const error = toApiError(failure);
        if (!error.canceled && !controller.signal.aborted) setState({ values: null, error });
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}
