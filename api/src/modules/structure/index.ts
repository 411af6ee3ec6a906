/** The structure module's door: what other modules may use (lint: evax-api/module-door). */
export { isStructureInScope, structureInScope, structureScopeOf, type ScopedStructure } from './scope.js';
export { isAreaWithin, structureInArea, type StructureArea } from './area.js';
export { areaChoices, circonscriptionArea, governorateArea, structureArea } from './area-queries.js';
export { structureById } from './queries.js';
export { governorateById } from './territory-queries.js';
