import { useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@evax/shared/runtime';
import { startBotCheck, type BotTokenSource } from './bot-check';
import { loadAuthConfig } from './auth-config';

/**
 * The login form's bot check, switched on by GET /api/auth/config: with a site key it renders
 * the invisible widget in `containerRef` and `getBotToken` gives a token per attempt; without
 * one (or while the configuration is unknown) `getBotToken` is undefined and login goes without.
 */
export function useBotCheck() {
  const containerRef = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  const [source, setSource] = useState<BotTokenSource | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const config = await loadAuthConfig().catch(() => null);
      const { siteKey, scriptUrl } = config?.recaptcha ?? {};
      if (cancelled || !config?.recaptcha.enabled || !siteKey || !scriptUrl || !containerRef.current) return;
      const start = await startBotCheck({ scriptUrl, siteKey, language, container: containerRef.current }).catch(() => null);
      // A script that cannot load: the form still asks, so the server's refusal says why.
      if (!cancelled) setSource(() => start ?? (() => Promise.reject(new Error('bot check unavailable'))));
    })();
    return () => {
      cancelled = true;
    };
  }, [language]);

  const getBotToken = useCallback(() => source!(), [source]);
  return { containerRef, getBotToken: source ? getBotToken : undefined };
}
