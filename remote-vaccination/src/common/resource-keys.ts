/** What the vaccination area's reads are cached under (useResource): a write invalidates it all. */
export const VACCINATION_KEY = ['vaccination'] as const;
