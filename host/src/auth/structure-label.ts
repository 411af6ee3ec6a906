import type { Language, StructureDetails } from '@evax/shared/contract';
import { localizedName } from '@evax/shared/runtime';

/** A structure as the header and the chooser name it: its group, then its name, in the active language. */
export function structureLabel(detail: StructureDetails, language: Language): { group: string; name: string } {
  const [nameAr, nameFr] = detail.groupDetails;
  return { group: localizedName({ nameAr, nameFr }, language), name: localizedName(detail.structure, language) };
}
