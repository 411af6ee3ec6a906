import { MEASUREMENT_LIMITS } from '@evax/shared/contract';
import type { FieldDefinition } from '@evax/shared/ui';

/** A measurement's date: after the birth, not after today (the API checks both). */
const dateField = (birthDate: string): FieldDefinition => ({
  type: 'date_picker_with_input',
  name: 'date',
  label: 'CITIZEN.MEDICAL_FOLDER.FORM.DATE',
  required: true,
  width: 24,
  props: { minDate: birthDate, maxDate: 'today' },
});

const metric = (name: string, label: string, unit: string, { min, max }: { min: number; max: number }, precision: number): FieldDefinition => ({
  type: 'input_metric',
  name,
  label,
  required: true,
  width: 12,
  props: { unit, min, max, precision, step: precision === 1 ? 0.5 : 0.1 },
});

export const growthFields = (birthDate: string): FieldDefinition[] => [
  dateField(birthDate),
  metric('weightKg', 'CITIZEN.MEDICAL_FOLDER.FORM.WEIGHT', 'kg', MEASUREMENT_LIMITS.weightKg, 2),
  metric('heightCm', 'CITIZEN.MEDICAL_FOLDER.FORM.HEIGHT', 'cm', MEASUREMENT_LIMITS.heightCm, 1),
];

export const headCircumferenceFields = (birthDate: string): FieldDefinition[] => [
  dateField(birthDate),
  { ...metric('headCircumferenceCm', 'CITIZEN.MEDICAL_FOLDER.FORM.HEAD', 'cm', MEASUREMENT_LIMITS.headCircumferenceCm, 1), width: 24 },
];
