/** The citizen area's reads are cached under this key (useResource): a change invalidates it all. */
export const CITIZEN_KEY = ['citizen'] as const;

/** A child's reads: its card, its history, the lists and searches of children. */
export const CHILD_KEY = [...CITIZEN_KEY, 'child'] as const;

/** A child's medical folder and its records, under the area's key: a folder write refreshes the child's card too. */
export const folderKey = (evaxNumber: string) => [...CITIZEN_KEY, 'medical-folder', evaxNumber] as const;
