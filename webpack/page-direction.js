/* global document */
// Sets the page's language and direction before the first paint (a file, not an inline script: the
// portal's Content-Security-Policy runs no inline code); the i18n instance keeps them in step afterwards.
(function () {
  var language = localStorage.getItem('i18nextLng') || 'fr';
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
})();
