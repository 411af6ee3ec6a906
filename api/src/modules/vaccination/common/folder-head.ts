import type { VaccinationFolderChild } from '@evax/shared/contract';
import type { VisibleChild } from '../../citizen/index.js';

/** The child at the head of a vaccination folder, whatever the kind (routine, occasional, seasonal, international). */
export const folderHead = (child: VisibleChild): VaccinationFolderChild => ({
  id: child.id,
  evaxNumber: child.evaxNumber,
  firstNameFr: child.firstNameFr,
  lastNameFr: child.lastNameFr,
  firstNameAr: child.firstNameAr,
  lastNameAr: child.lastNameAr,
  birthDate: child.birthDate,
  gender: child.gender,
});
