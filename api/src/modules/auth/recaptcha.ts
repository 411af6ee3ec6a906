import { captchaFailed, captchaRequired, captchaUnavailable } from './errors.js';
import type { RecaptchaSettings } from './settings.js';

/**
 * The bot check of the login form (invisible reCAPTCHA): the token the form got is verified by
 * the server against the verify URL (Google's siteverify API, or any service answering like it:
 * form fields secret, response, remoteip; JSON answer {success}).
 */
export class RecaptchaVerifier {
  constructor(private readonly settings: RecaptchaSettings) {}

  get siteKey(): string {
    return this.settings.siteKey;
  }

  /** 400 when missing or refused, 504 when the verifier does not answer properly. */
  async verify(token: string | undefined, remoteIp: string | undefined): Promise<void> {
    if (!token) throw captchaRequired();
    const form = new URLSearchParams({ secret: this.settings.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: unknown;
    try {
      const response = await fetch(this.settings.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(this.settings.timeoutMs) });
      if (!response.ok) throw new Error(`verifier answered ${response.status}`);
      answer = await response.json();
    } catch {
      throw captchaUnavailable();
    }
    if (typeof answer !== 'object' || answer === null || (answer as { success?: unknown }).success !== true) throw captchaFailed();
  }
}
