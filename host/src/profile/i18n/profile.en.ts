import type { TranslationShape } from '@evax/shared/runtime';
import type { profileFr } from './profile.fr';

export const profileEn: TranslationShape<typeof profileFr> = {
  PROFILE: {
    USER_MENU: {
      LABEL: 'Account menu',
      PROFILE: 'My profile',
      CHANGE_PASSWORD: 'Change password',
      CHANGE_PHONE: 'Change phone',
    },
    DISPLAY: {
      TITLE: 'My profile',
      ACCOUNT: 'Account',
      PERSONAL: 'Personal information',
      EDIT: 'Edit profile',
      EDIT_ACCOUNT: 'Edit account',
      EDIT_PERSONAL: 'Edit personal information',
      NOT_SET: 'Not set',
    },
    UPDATE: {
      TITLE: 'Edit profile',
    },
    FIELDS: {
      USERNAME: 'User name',
      EMAIL: 'E-mail address',
      FIRST_NAME_FR: 'First name (French)',
      LAST_NAME_FR: 'Last name (French)',
      FIRST_NAME_AR: 'First name (Arabic)',
      LAST_NAME_AR: 'Last name (Arabic)',
      PHONE: 'Phone',
      LANGUAGE: 'Preferred language',
      CURRENT_PASSWORD: 'Current password',
      NEW_PASSWORD: 'New password',
      CONFIRM_PASSWORD: 'Confirm the new password',
      NEW_PHONE: 'New phone number',
      CODE: 'Code received by SMS',
    },
    ACCOUNT: {
      TITLE: 'Account information',
      SAVED: 'Account information saved',
    },
    PERSONAL: {
      TITLE: 'Personal information',
      SAVED: 'Your personal information was saved',
      FRENCH: 'Français',
      ARABIC: 'العربية',
      NAMES_IN: 'Language of the names',
    },
    PASSWORD: {
      TITLE: 'Change password',
      SAVED: 'Your password was changed',
      RULE: 'At least 8 characters, with a digit, a lower-case letter, an upper-case letter and a special character, no spaces.',
    },
    PHONE: {
      TITLE: 'Change phone number',
      CURRENT: 'Current number',
      STEP_NUMBER: 'New number',
      STEP_CODE: 'Verification',
      STEP_DONE: 'Done',
      HINT: 'For example <ltr>20 123 456</ltr> or <ltr>+216 20 123 456</ltr>',
      SEND: 'Send the code',
      CODE_SENT: 'A {{length}}-digit code was sent by SMS to <ltr>{{phone}}</ltr>. It is valid for {{minutes}} minutes.',
      CONFIRM: 'Confirm',
      OTHER_NUMBER: 'Use another number',
      SAVED: 'Your phone number was changed',
      DONE: 'Your phone number is now <ltr>{{phone}}</ltr>.',
      BACK_TO_PROFILE: 'Back to the profile',
    },
    ACTIONS: {
      SAVE: 'Save',
      CANCEL: 'Cancel',
    },
  },
};
