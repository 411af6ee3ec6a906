import { lazyComponent } from '../lazy-component.js';
import type { SchemaFormProps } from './SchemaForm.js';
import type { SchemaFieldsProps } from './SchemaFields.js';
export * from './types.js';
export * from './logic.js';
export * from './schema.js';
export type { SchemaFormProps } from './SchemaForm.js';
export type { SchemaFieldsProps } from './SchemaFields.js';
export * from './server-errors.js';
export * from './status-field.js';
// The form and its antd parts load on first use (every package imports @evax/shared/ui).
export const SchemaForm = lazyComponent<SchemaFormProps>(() => import('./SchemaForm.js'), 'SchemaForm');
/** SchemaForm's fields in a form that owns its formik (a StepForm's step). */
export const SchemaFields = lazyComponent<SchemaFieldsProps>(() => import('./SchemaFields.js'), 'SchemaFields');
export { fieldKinds } from './registry.js';
export type { FormRules, LanguageToggleLabels } from './SchemaForm.js';
export type { ValuesLoader } from './loaded-values.js';
export { useFieldValue, useFormMessage } from './context.js';
export type { FileUploader } from './fields/upload-core.js';
export type { OptionsLoader } from './fields/AsyncSelectField.js';
export type { BotCheckExecutor } from './fields/BotCheckField.js';
