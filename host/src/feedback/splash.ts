// No import of a shared module here: this runs before the federation's async boundary.

export const SPLASH_ID = 'evax-splash';

const SPLASH_HTML = `
<div style="display:flex;flex-direction:column;align-items:center;gap:16px">
  <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
    <circle cx="36" cy="36" r="34" fill="#e3f2f4"/>
    <path d="M22 50l20-20m-4-4l8 8m-3-11l10 10m-5-5l6-6" stroke="#0b7285" stroke-width="4" stroke-linecap="round" fill="none"/>
    <rect x="20" y="36" width="18" height="9" rx="2" transform="rotate(-45 29 40)" fill="#0b7285"/>
  </svg>
  <div style="font:600 28px/1 system-ui,sans-serif;color:#0b7285;letter-spacing:.02em">eVax</div>
  <div class="evax-splash-bar" style="width:120px;height:4px;border-radius:2px;background:#e3f2f4;overflow:hidden">
    <div style="width:40%;height:100%;background:#0b7285;animation:evax-splash 1s ease-in-out infinite alternate"></div>
  </div>
</div>
<style>@keyframes evax-splash{from{margin-inline-start:0}to{margin-inline-start:60%}}</style>`;

/** The splash over the page while the shell starts (spec 1 §2.4). */
export function showSplash(doc: Document = document): HTMLElement {
  const splash = doc.createElement('div');
  splash.id = SPLASH_ID;
  splash.setAttribute('role', 'presentation');
  splash.style.cssText = 'position:fixed;inset:0;z-index:2000;display:flex;align-items:center;justify-content:center;background:#fff;transition:opacity .3s';
  splash.innerHTML = SPLASH_HTML;
  doc.body.append(splash);
  return splash;
}

/**
 * Spec 1 §9: the splash hides after 3 s (DELAYS_MS.splash). It goes as soon as React has drawn the shell (ours: a
 * ready user is not kept waiting), and 3 s after start whatever happens, so a slow or failed
 * start never leaves it covering the page. Returns the function that hides it.
 */
export function hideSplashWhenReady(splash: HTMLElement, ready: Promise<unknown>, maxMs: number): () => void {
  let hidden = false;
  const hide = (): void => {
    if (hidden) return;
    hidden = true;
    clearTimeout(timer);
    splash.remove();
  };
  const timer = setTimeout(hide, maxMs);
  void ready.then(hide, hide);
  return hide;
}
