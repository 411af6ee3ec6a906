import { ChildAllergyBanner } from '@evax/shared/ui';
import { VACCINATION_KEY } from '../resource-keys';

/** The child's allergies above a folder or a vaccination form, one cache entry per child for the whole area. */
export function ChildAllergies({ evaxNumber }: { evaxNumber: string }) {
  return <ChildAllergyBanner evaxNumber={evaxNumber} resourceKey={[...VACCINATION_KEY, 'allergies', evaxNumber]} />;
}
