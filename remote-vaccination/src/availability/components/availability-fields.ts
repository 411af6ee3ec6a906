import {
  AVAILABILITY_LIMITS,
  WEEK_DAYS,
  type WeekDay,
  type AvailabilityBody,
  type StructureAvailability,
  type UnavailabilityBody,
} from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';

const T = 'VACCINATION.AVAILABILITY';
const SLOT_CHOICES = [10, 15, 20, 30, 45, 60] as const;

/** The default week's form: vaccination days, hours (24 h), a slot's length and capacity. */
export const WEEK_FIELDS: FieldDefinition[] = [
  {
    type: 'checkbox_group',
    name: 'weekDays',
    label: `${T}.FIELDS.WEEK_DAYS`,
    required: true,
    width: 24,
    props: { options: WEEK_DAYS.map((day) => ({ value: day, label: `${T}.DAYS.${day}` })) },
  },
  { type: 'time_picker', name: 'opensAt', label: `${T}.FIELDS.OPENS_AT`, required: true, width: 6, props: { hour24: true } },
  { type: 'time_picker', name: 'closesAt', label: `${T}.FIELDS.CLOSES_AT`, required: true, width: 6, props: { hour24: true } },
  {
    type: 'select',
    name: 'slotMinutes',
    label: `${T}.FIELDS.SLOT_MINUTES`,
    required: true,
    width: 6,
    props: { options: SLOT_CHOICES.map((minutes) => ({ value: minutes, label: String(minutes) })) },
  },
  {
    type: 'input',
    name: 'capacityPerSlot',
    label: `${T}.FIELDS.CAPACITY`,
    required: true,
    width: 6,
    props: { numberOnly: true, maxLength: String(AVAILABILITY_LIMITS.capacityMax).length },
  },
];

export const PERIOD_FIELDS: FieldDefinition[] = [
  { type: 'date_picker', name: 'startDate', label: `${T}.FIELDS.START_DATE`, required: true, props: { minDate: 'today' } },
  { type: 'date_picker', name: 'endDate', label: `${T}.FIELDS.END_DATE`, required: true, props: { minDate: 'today' } },
  { type: 'input', name: 'reason', label: `${T}.FIELDS.REASON`, required: true, width: 24, props: { maxLength: AVAILABILITY_LIMITS.reasonMax } },
  { type: 'switch', name: 'editable', label: `${T}.FIELDS.EDITABLE`, width: 24 },
];

export const weekValues = (availability: StructureAvailability | null): FormValues => {
  const week = availability?.default;
  return week
    ? { weekDays: week.weekDays, opensAt: week.opensAt, closesAt: week.closesAt, slotMinutes: week.slotMinutes, capacityPerSlot: String(week.capacityPerSlot) }
    : { weekDays: [1, 2, 3, 4, 5], opensAt: '08:00', closesAt: '13:00', slotMinutes: 30, capacityPerSlot: '10' };
};

export const toWeekBody = (values: FormValues): AvailabilityBody => ({
  weekDays: (values.weekDays as number[]).map(Number) as WeekDay[],
  opensAt: String(values.opensAt),
  closesAt: String(values.closesAt),
  slotMinutes: Number(values.slotMinutes),
  capacityPerSlot: Number(values.capacityPerSlot),
});

export const toPeriodBody = (values: FormValues): UnavailabilityBody => ({
  startDate: String(values.startDate),
  endDate: String(values.endDate),
  reason: String(values.reason).trim(),
  editable: values.editable !== false,
});
