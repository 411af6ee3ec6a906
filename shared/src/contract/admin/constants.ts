/** The administration area's limits and choices (spec 3 §3 User and Role), shared by the API, the forms and the rules. */
export const CIVILITIES = ['MR', 'MRS', 'MISS'] as const;
export type Civility = (typeof CIVILITIES)[number];

export const ADMIN_LIMITS = { addressMax: 300, roleCodeMax: 50, membershipsMax: 50, temporaryPasswordLength: 12 } as const;

/** A role's code: letters, digits and underscores, stored in upper case (unique whatever the case). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
