import type { Language } from '@evax/shared/contract';
import { loadScript } from './load-script';

/** The part of Google's reCAPTCHA browser API the invisible check uses. */
export interface RecaptchaApi {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: 'invisible';
      badge: 'inline';
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: RecaptchaApi;
  }
}

/** A fresh bot-check token for each sign-in attempt. */
export type BotTokenSource = () => Promise<string>;

/** The script's address with explicit rendering and the page's language (ar or fr; en for English). */
export function recaptchaScriptSrc(scriptUrl: string, language: Language): string {
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('hl', language);
  return url.toString();
}

/**
 * The invisible bot check (invisible_recapcha): loads the configured script, renders the
 * invisible widget in `container`, and answers a function that runs the check and resolves with
 * its token (rejects when the check errors or expires).
 */
export async function startBotCheck(options: { scriptUrl: string; siteKey: string; language: Language; container: HTMLElement }): Promise<BotTokenSource> {
  await loadScript(recaptchaScriptSrc(options.scriptUrl, options.language));
  const api = window.grecaptcha;
  if (!api) throw new Error('the bot-check script did not define grecaptcha');
  await new Promise<void>((resolve) => api.ready(resolve));
  let waiting: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  const settle = (outcome: string | Error) => {
    const current = waiting;
    waiting = null;
    if (!current) return;
    if (typeof outcome === 'string') current.resolve(outcome);
    else current.reject(outcome);
  };
  const widgetId = api.render(options.container, {
    sitekey: options.siteKey,
    size: 'invisible',
    badge: 'inline',
    callback: (token) => settle(token),
    'error-callback': () => settle(new Error('bot check failed')),
    'expired-callback': () => settle(new Error('bot check expired')),
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      waiting = { resolve, reject };
      api.reset(widgetId);
      api.execute(widgetId);
    });
}
