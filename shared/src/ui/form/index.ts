export * from './types.js';
export * from './logic.js';
export * from './schema.js';
export * from './SchemaForm.js';
export { fieldKinds } from './registry.js';
export { useFieldValue, useFormMessage } from './context.js';
export type { FileUploader } from './fields/upload-core.js';
export type { OptionsLoader } from './fields/AsyncSelectField.js';
export type { BotCheckExecutor } from './fields/BotCheckField.js';
