/**
 * Reference data (spec 3 §2, §3): DCI, specialties, option lists. Import reports are
 * common/types.ts. Every type here is the `Static<>` of a schema: the requests' in schemas.ts,
 * the answers' in response-schemas.ts.
 */
// Types only: the schema values stay out of the browser's bundle (@evax/shared/contract/schemas).
import type { AddedOptionInput, DciBody, OptionListBody, OptionListPatchBody, SpecialtyBody } from './schemas.js';

export type {
  AddedOption,
  DciDetail,
  DciRow,
  DefaultOption,
  OptionChoice,
  OptionListChoices,
  OptionListDetail,
  OptionListRow,
  SpecialtyRow,
} from './response-schemas.js';

/**
 * Body of POST /api/ADD_DCI and PUT (DciBody, reference/schemas.ts); PATCH takes any subset (at
 * least one field). ageRange, absent, is read as empty (any age).
 */
export type DciInput = DciBody & { ageRange: string[] };

/** Body of POST /api/ADD_Specialtie and PUT (SpecialtyBody); PATCH takes any subset (at least one field). */
export type SpecialtyInput = SpecialtyBody;

/** An added option as the forms send it: with its id to keep (edit) an existing one, without to add one. */
export type { AddedOptionInput };

/**
 * Body of POST /api/lists (multipart or JSON; OptionListBody). In multipart addedOptionSet is
 * one JSON part or bracketed parts (addedOptionSet[0][valueFr]).
 */
export type OptionListInput = OptionListBody;

/** Body of PATCH /api/lists/{id}: any subset; addedOptionSet, when given, replaces the added options (ids kept). */
export type OptionListPatch = OptionListPatchBody;
