/** The reference area's reads are cached under this key (useResource): a change invalidates it all. */
export const REFERENCE_KEY = ['reference'] as const;

/** The DCI catalogue's reads: its list and pages, and the DCI choices of a specialty's form. */
export const DCI_KEY = [...REFERENCE_KEY, 'dci'] as const;
