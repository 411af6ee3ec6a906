import {
  API_PATHS,
  apiPath,
  type AppointmentCancelBody,
  type AppointmentPostponeBody,
  type AppointmentRow,
  type CalendarAnswer,
  type StructureAvailability,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What the appointments' reads are cached under. */
export const APPOINTMENTS_KEY = [...VACCINATION_KEY, 'appointments'] as const;

const todayPage: PageFetcher<AppointmentRow> = (query, signal) => fetchPage<AppointmentRow>(API_PATHS.appointmentsToday, query, signal);
const pastPage: PageFetcher<AppointmentRow> = (query, signal) => fetchPage<AppointmentRow>(API_PATHS.appointmentsPast, query, signal);

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The appointments' calls (issue 32). */
export const appointmentsApi = {
  todayPage,
  pastPage,

  /** GET calendar?start&end (DD/MM/YYYY): the events of the days shown. */
  async calendar(first: string, last: string, signal?: AbortSignal): Promise<CalendarAnswer> {
    const { data } = await http.get<CalendarAnswer>(API_PATHS.appointmentsCalendar, { params: { start: dmy(first), end: dmy(last) }, signal });
    return data;
  },

  /** GET availability: the structure's week and periods (the postpone picker's open days). */
  async availability(signal?: AbortSignal): Promise<StructureAvailability> {
    const { data } = await http.get<StructureAvailability>(API_PATHS.availability, { signal });
    return data;
  },

  async postpone(id: number, body: AppointmentPostponeBody): Promise<void> {
    await http.post(apiPath(API_PATHS.appointmentPostpone, { param: id }), body);
  },

  async cancel(id: number, body: AppointmentCancelBody): Promise<void> {
    await http.post(apiPath(API_PATHS.appointmentCancel, { param: id }), body);
  },
};
