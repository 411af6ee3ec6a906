/** The administration area's reads are cached under this key (useResource): a change invalidates it all. */
export const ADMIN_KEY = ['admin'] as const;
