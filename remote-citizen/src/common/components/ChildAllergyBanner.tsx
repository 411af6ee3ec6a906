import { ChildAllergyBanner as SharedChildAllergyBanner } from '@evax/shared/ui';
import { folderKey } from '../resource-keys';

/** The allergy banner of a child (its card, its folder), refreshed with the folder's writes. */
export function ChildAllergyBanner({ evaxNumber }: { evaxNumber: string }) {
  return <SharedChildAllergyBanner evaxNumber={evaxNumber} resourceKey={[...folderKey(evaxNumber), 'allergies']} />;
}
