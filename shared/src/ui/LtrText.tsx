import type { HTMLAttributes } from 'react';

export interface LtrTextProps extends HTMLAttributes<HTMLElement> {
  /** A block (a chart, a row of code cells) rather than words inside a line. */
  block?: boolean;
}

/**
 * A left-to-right island in a page of either direction: digits and Latin text that read left to
 * right in Arabic too, such as a phone "+216 20 123 456", a date and time, an evax number or an
 * identity card number, whose digit groups an auto-direction `<bdi>` would reverse (digits carry no
 * direction of their own). Inline it is an isolated `<bdi dir="ltr">`, `block` a `<div dir="ltr">`.
 * For a value in one of the data's languages (a French name beside its Arabic twin), LanguageText.
 */
export function LtrText({ block, ...props }: LtrTextProps) {
  return block ? <div {...props} dir="ltr" /> : <bdi {...props} dir="ltr" />;
}

/** What a translated text may mark, for Trans: `<ltr>+216 20 123 456</ltr>`, a left-to-right island (a field's hint, a sentence naming a phone). */
export const LTR_MARKUP = { ltr: <LtrText /> };
