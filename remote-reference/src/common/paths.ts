/** A route with its `:id` filled. */
export function withId(path: string, id: number | string): string {
  return path.replace(':id', encodeURIComponent(String(id)));
}
