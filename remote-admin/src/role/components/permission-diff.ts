/** What a role's save changes: the permissions added and removed, in catalogue order. */
export function permissionDiff(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  return { added: after.filter((p) => !before.includes(p)), removed: before.filter((p) => !after.includes(p)) };
}
