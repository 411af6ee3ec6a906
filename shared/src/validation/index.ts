export * from './password.js';
