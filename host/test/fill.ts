import userEvent from '@testing-library/user-event';

/** Types a value at once (a paste): antd forms re-render on every key, which is slow on a busy machine. */
export async function fill(field: HTMLElement, value: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(value);
}
