/**
 * Who recorded a vaccination and where, for a query joining its structure as s and its author
 * (app_user) as u: the columns, and the two names the folders show.
 */
export const RECORDER_COLUMNS = [
  's.name_fr as structure_fr',
  's.name_ar as structure_ar',
  'u.first_name_fr as user_first_fr',
  'u.last_name_fr as user_last_fr',
  'u.first_name_ar as user_first_ar',
  'u.last_name_ar as user_last_ar',
] as const;

interface RecorderColumns {
  structure_fr: string | null;
  structure_ar: string | null;
  user_first_fr: string | null;
  user_last_fr: string | null;
  user_first_ar: string | null;
  user_last_ar: string | null;
}

/** The structure and the vaccinator of a recorded vaccination, in both scripts (null when gone). */
export const recorderOf = (r: RecorderColumns) => ({
  structure: r.structure_fr !== null && r.structure_ar !== null ? { nameFr: r.structure_fr, nameAr: r.structure_ar } : null,
  vaccinator: r.user_first_fr !== null ? { nameFr: `${r.user_first_fr} ${r.user_last_fr}`, nameAr: `${r.user_first_ar} ${r.user_last_ar}` } : null,
});
