import { apiPath } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../route-paths';

/** The screens of the area that other entities' screens open, from the area's route table. */

/** A child's card, by its evax number. */
export const childCardPath = (evaxNumber: string): string => apiPath(CITIZEN_ROUTES.childCard, { evaxNumber });

/** A citizen's (parent's) page. */
export const citizenShowPath = (id: number): string => apiPath(CITIZEN_ROUTES.citizenShow, { id });

/** The add-a-child form with this citizen as the parent, pre-filled (issue 30). */
export const childAddForParentPath = (parentId: number): string => `${CITIZEN_ROUTES.childAdd}?parent=${parentId}`;

/** Adding a parent to this child, in this role when given (issue 30: the second parent, from the card). */
export const parentAddPath = (evaxNumber: string, role?: string): string =>
  `${CITIZEN_ROUTES.parentAdd}?${new URLSearchParams({ child: evaxNumber, ...(role ? { role } : {}) }).toString()}`;

/** A child's medical folder. */
export const medicalFolderPath = (evaxNumber: string): string => apiPath(CITIZEN_ROUTES.medicalFolder, { evaxNumber });

/** The menu entry of the children's screens: the card, adding a parent, the folder and its charts show under it. */
export const CHILDREN_MENU_KEY = 'citizen-children';
