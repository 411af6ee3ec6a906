import { API_PATHS, apiPath, type AvailabilityBody, type StructureAvailability, type UnavailabilityBody } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What the structure's availability is cached under. */
export const AVAILABILITY_KEY = [...VACCINATION_KEY, 'availability'] as const;

/** The structure's availability calls (issue 32). */
export const availabilityApi = {
  async read(signal?: AbortSignal): Promise<StructureAvailability> {
    const { data } = await http.get<StructureAvailability>(API_PATHS.availability, { signal });
    return data;
  },
  /** POST when the structure has no default week yet, PUT to change it. */
  async saveWeek(body: AvailabilityBody, exists: boolean): Promise<void> {
    await (exists ? http.put(API_PATHS.availability, body) : http.post(API_PATHS.availability, body));
  },
  async addPeriod(body: UnavailabilityBody): Promise<void> {
    await http.post(API_PATHS.unavailabilityCreate, body);
  },
  async removePeriod(id: number): Promise<void> {
    await http.delete(apiPath(API_PATHS.unavailabilityOne, { param: id }));
  },
};
