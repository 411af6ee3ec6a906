import { MEDICAL_FOLDER_API_PATHS, PERMISSIONS, apiPath, type AllergyRow, type MetricList } from '@evax/shared/contract';
import { http, usePermission, useResource } from '@evax/shared/runtime';
import { AllergyBanner } from './AllergyBanner.js';

/** GET /api/medical_folder/{evax}/allergies: a child's allergies in their order. */
export async function fetchChildAllergies(evaxNumber: string, signal?: AbortSignal): Promise<AllergyRow[]> {
  const { data } = await http.get<MetricList<AllergyRow>>(apiPath(MEDICAL_FOLDER_API_PATHS.allergyList, { param: evaxNumber }), { signal });
  return data.results;
}

/**
 * A child's allergy banner, loaded by evax number, for users who may see allergies: over the card,
 * the medical folder and every vaccination screen of the child. `resourceKey` is the area's cache
 * key, so the area's own writes refresh it.
 */
export function ChildAllergyBanner({ evaxNumber, resourceKey }: { evaxNumber: string; resourceKey: readonly unknown[] }) {
  const allowed = usePermission(PERMISSIONS.medicalFolder.viewAllergy);
  const { data } = useResource(allowed ? resourceKey : null, (signal) => fetchChildAllergies(evaxNumber, signal));
  return <AllergyBanner allergies={data ?? []} />;
}
