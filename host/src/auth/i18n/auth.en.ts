import type { TranslationShape } from '@evax/shared/runtime';
import type { authFr } from './auth.fr';

export const authEn: TranslationShape<typeof authFr> = {
  AUTH: {
    LOGIN: {
      FORGOT_LINK: 'Forgot your password?',
    },
    PASSWORD: {
      CURRENT: 'Current password',
      NEW: 'New password',
      CONFIRM: 'Confirm the password',
      RULE: 'At least 8 characters, with a digit, a lower-case and an upper-case letter and a special character, no space.',
      SUBMIT: 'Save the password',
    },
    RESET: {
      TITLE: 'New password',
      FIRST_LOGIN_DESC: 'This is your first sign-in: choose a password of your own.',
      CHANGE_DESC: 'Type your current password, then the new one.',
      SUCCESS: 'Your password is saved. Taking you on in a few seconds…',
      BACK_TO_LOGIN: 'Back to sign-in',
    },
    FORGOT: {
      TITLE: 'Forgot password',
      STEP_IDENTIFY: 'Identify',
      STEP_CODE: 'SMS code',
      STEP_PASSWORD: 'New password',
      IDENTIFY_DESC: 'Type your user name or your phone number: we will send you a code by SMS.',
      BY_USERNAME: 'User name',
      BY_PHONE: 'Phone',
      PHONE: 'Phone number',
      PHONE_INVALID: 'Invalid phone number (for example 22 333 444)',
      SEND_CODE: 'Send the code',
      CODE_DESC: 'If an account matches, a {{length}}-digit code has just been sent to it by SMS. It is valid for {{time}}.',
      CODE: 'Code received',
      CODE_REQUIRED: 'Type the {{length}} digits of the code',
      VERIFY_CODE: 'Check the code',
      RESEND: 'Get a new code',
      CODE_EXPIRED: 'This code has expired or was already used: ask for a new one.',
      PASSWORD_DESC: 'Code checked. Choose your new password.',
      SUCCESS: 'Your password has been reset. Sign in with the new password.',
      START_AGAIN: 'Start again',
    },
    OTP: {
      ERROR: 'Wrong code: check the code you received by SMS.',
    },
    STRUCTURE: {
      TITLE: 'Choose your structure',
      DESC: 'You work at several structures. Which one are you working at now?',
      CURRENT: 'Default structure',
      CONTINUE: 'Continue',
    },
    CENTER: {
      CHANGE: 'Change structure',
      CHANGED: 'Structure changed: {{name}}',
    },
  },
};
