import { restoreHttp } from '../../../shared/jest/fake-http';
import { signOutNow } from '../../../shared/jest/fixtures';

/**
 * For the export tests of a list: files "saved" by the page are the anchors it clicks, kept in
 * the returned array (object URLs faked); after each test the HTTP fake, the session and the
 * spies are undone.
 */
export function captureDownloads(): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:evax'), revokeObjectURL: jest.fn() });
    clicked.length = 0;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    restoreHttp();
    signOutNow();
    jest.restoreAllMocks();
  });
  return clicked;
}
