/** The names of an API path's `{name}` placeholders: '/api/lists/{id}' gives 'id'. */
type BraceParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | BraceParamNames<Rest> : never;
/** The names of a client route's `:name` segments: '/admin/edit/:id/dci' gives 'id'. */
type ColonParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ColonParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The placeholders of a path, API (`{id}`) or client route (`:id`). */
export type PathParamNames<P extends string> = BraceParamNames<P> | ColonParamNames<P>;

/** A value for each placeholder of the path, and none other. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string | number };

/**
 * The one path filler: an API path's `{name}` placeholders or a client route's `:name` segments
 * filled (URI-encoded): apiPath(API_PATHS.dciOne, { id: 3 }), apiPath(AREA_LINKS.routineVaccinationFolder, { evaxNumber }).
 * The placeholders are read from the path's literal type: a missing one does not compile.
 */
export function apiPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/\{(\w+)\}|:(\w+)/g, (_, braced: string | undefined, colon: string | undefined) => {
    const name = (braced ?? colon)!;
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for ${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
