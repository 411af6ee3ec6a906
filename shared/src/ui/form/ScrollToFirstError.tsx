import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * Brings a refused save's first message into view: the first field showing an error, in the
 * form's order, else the form's banner (role="alert"). Nothing when there is none.
 */
export function scrollToFirstError(form: Element | null): void {
  // The item's error class comes with its status at once; antd draws the message itself a moment later.
  const target = form?.querySelector('.ant-form-item-has-error') ?? form?.querySelector('[role="alert"]');
  // jsdom has no scrollIntoView.
  if (target && 'scrollIntoView' in target) target.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

/**
 * Inside a kit form (SchemaForm, StepForm), once each submit has ended: scrolls to its first error
 * (issue 30: a long form refused below the fold looked as if nothing had happened). Every form of
 * the kit has it; it draws an empty marker to find its form.
 */
export function ScrollToFirstError() {
  const { submitCount, isSubmitting } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    scrollToFirstError(marker.current?.closest('form') ?? null);
  }, [submitCount, isSubmitting]);
  return <span ref={marker} hidden />;
}
