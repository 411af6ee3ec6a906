/**
 * How long a submit has to last before its button shows a spinner. A form whose validation fails
 * at once toggles `loading` on and off within a frame; antd can then leave the spinner's motion
 * half-done, a spinner stuck on an idle button (seen under load: ant-design#23888's kind of bug).
 */
export const SUBMIT_SPINNER_DELAY_MS = 150;

/** The `loading` of a submit button: a spinner only once the submit lasts. */
export function submitLoading(submitting: boolean): false | { delay: number } {
  return submitting ? { delay: SUBMIT_SPINNER_DELAY_MS } : false;
}
