import { message } from 'antd';
import { currentLanguage, isRightToLeft } from '@evax/shared/runtime';

/**
 * A success toast that outlives the page (the forms go back to another page once saved), in the
 * language's direction.
 */
export function notifySuccess(text: string): void {
  message.config({ rtl: isRightToLeft(currentLanguage()) });
  void message.success(text);
}
