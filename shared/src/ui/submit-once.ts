import { useCallback, useRef } from 'react';

/**
 * A form's submit that runs once at a time: a second submit while the first is in flight (Enter in
 * a field, then a click on Save before the answer) is ignored, not sent again. Formik sets
 * `isSubmitting` only after the first validation, and the button's spinner waits a moment
 * (SUBMIT_SPINNER_DELAY_MS), so neither stops a quick second submit; this guard does, for every
 * form of the kit (SchemaForm, ModalForm, StepForm).
 */
export function useSubmitOnce<Args extends unknown[]>(submit: (...args: Args) => unknown): (...args: Args) => Promise<void> {
  const inFlight = useRef(false);
  const latest = useRef(submit);
  latest.current = submit;
  return useCallback(async (...args: Args) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await latest.current(...args);
    } finally {
      inFlight.current = false;
    }
  }, []);
}
