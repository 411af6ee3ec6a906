export * from './password.js';
export * from './reference.js';
export * from './account.js';
export * from './messages.js';
export * from './rules.js';
export * from './yup-rules.js';
export * from './reference-forms.js';
