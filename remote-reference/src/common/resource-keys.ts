/** The reference area's reads are cached under this key (useResource): a change invalidates it all. */
export const REFERENCE_KEY = ['reference'] as const;
