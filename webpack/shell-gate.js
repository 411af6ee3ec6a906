/* global document, location, __SCRIPTS__ -- __SCRIPTS__ is replaced by the list of the shell's scripts */
// The shell page's first script, inline in its index.html (webpack/create-config.mjs, shellPageHtml;
// the API allows it by its hash, api/src/modules/static/inline-script-hashes.ts): signed out at the
// portal's address or an /admin page, the light sign-in page instead, before any of the shell's
// scripts is requested (they are not in the page, where the browser's preload scanner would fetch
// them: this script adds them when the shell is to run). Issue 28.
(function () {
  var path = location.pathname;
  var gated = path === '/' || path === '/admin' || path.indexOf('/admin/') === 0;
  if (gated && !signedIn()) {
    location.replace('__LOGIN__');
    return;
  }
  var scripts = __SCRIPTS__;
  for (var i = 0; i < scripts.length; i += 1) {
    var script = document.createElement('script');
    script.src = scripts[i];
    script.async = false;
    document.head.appendChild(script);
  }

  /** The persisted session as shared/src/runtime/auth-store.ts writes it (isSignedIn there). */
  function signedIn() {
    try {
      var stored = JSON.parse(localStorage.getItem('__STORE_KEY__') || 'null');
      var session = stored && stored.state;
      return Boolean(session && session.token && session.currentUser && (session.expiresAt == null || session.expiresAt > Date.now()));
    } catch (error) {
      return false;
    }
  }
})();
