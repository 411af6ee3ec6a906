import { apiPath } from '@evax/shared/contract';
import type { KindScreens } from './kinds';

/** The child's folder of the kind. */
export const kindFolderPath = (screens: KindScreens, evaxNumber: string) => apiPath(screens.routes.folder, { evaxNumber });

/** A new vaccination of the kind for the child. */
export const newKindPath = (screens: KindScreens, evaxNumber: string) => apiPath(screens.routes.new, { evaxNumber });
