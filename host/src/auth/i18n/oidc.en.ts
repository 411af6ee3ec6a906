/** Texts of the professional-body (OpenID Connect) login. */
export const oidcEn = {
  OIDC: {
    OR: 'or',
    BUTTON: 'Sign in with the Medical Council',
    REDIRECTING: 'Taking you to the Medical Council…',
    SIGNING_IN: 'Signing you in…',
    FAILED: 'Signing in with the Medical Council failed. Please try again.',
    BACK_TO_LOGIN: 'Back to sign-in',
    REGISTER: {
      TITLE: 'First sign-in',
      DESC: 'Your private healthcare professional account is about to be created. Check the details the Medical Council sent.',
      FIRST_NAME_FR: 'First name (French)',
      LAST_NAME_FR: 'Last name (French)',
      FIRST_NAME_AR: 'First name (Arabic)',
      LAST_NAME_AR: 'Last name (Arabic)',
      EMAIL: 'E-mail address',
      PHONE: 'Phone',
      CNOM_NUMBER: 'Council registration number',
      SUBMIT: 'Create my account',
    },
  },
};
