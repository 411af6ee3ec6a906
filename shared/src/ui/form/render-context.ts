import { createContext, useContext, type ReactNode } from 'react';
import type { FieldDefinition } from './types.js';

/** Renders one field at a formik path; given by the form so nested kinds (repeater) reuse it. */
export type RenderField = (field: FieldDefinition, path: string) => ReactNode;

export const RenderFieldContext = createContext<RenderField>(() => null);

export function useRenderField(): RenderField {
  return useContext(RenderFieldContext);
}
