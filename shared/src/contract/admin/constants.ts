/** The administration area's limits and choices (spec 3 §3 User and Role), shared by the API, the forms and the rules. */
export const CIVILITIES = ['MR', 'MRS', 'MISS'] as const;
export type Civility = (typeof CIVILITIES)[number];

export const ADMIN_LIMITS = { addressMax: 300, roleCodeMax: 50, membershipsMax: 50, temporaryPasswordLength: 12 } as const;

/** A role's code: letters, digits and underscores, stored in upper case (unique whatever the case). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The audit log viewer (issue 34): a page of the trail, and the most rows one export writes. */
export const AUDIT_LOG_LIMITS = { pageSize: 50, exportMax: 10_000, textMax: 50 } as const;
