import { apiPath, type ImportMode, type ImportReport, type ListQuery } from '@evax/shared/contract';
import { fetchPage, http, type DownloadedFile, type PageFetcher } from '@evax/shared/runtime';
import { exportList, importList, type ExportFormat } from './list-files.js';

type Id = number | string;

/** The API paths of an entity's standard calls (`{id}` placeholders). */
export interface CrudPaths {
  /** GET: one page of the list. */
  list: string;
  /** GET one: `{id}` in the path, or, in a path without it, `?id=`. */
  get: string;
  /** POST: a new record. */
  create: string;
  /** PATCH `{id}`: the fields sent. */
  update: string;
  /** POST `{id}`: the status changes. */
  activate: string;
  deactivate: string;
  /** DELETE `{id}`. */
  remove: string;
}

export interface CrudApi<Row, Detail, Input, Patch> {
  page: PageFetcher<Row>;
  get: (id: Id, signal?: AbortSignal) => Promise<Detail>;
  create: (input: Input) => Promise<Detail>;
  update: (id: Id, patch: Patch) => Promise<Detail>;
  setActive: (id: Id, active: boolean) => Promise<Detail>;
  remove: (id: Id) => Promise<void>;
}

export interface ListFilesApi {
  exportFile: (query: ListQuery, format: ExportFormat) => Promise<DownloadedFile>;
  importFile: (file: File, mode: ImportMode) => Promise<ImportReport>;
}

export interface CrudApiOptions<Input> {
  /** The creation's body when it is not the input as JSON (a multipart form). */
  createBody?: (input: Input) => unknown;
}

/**
 * An entity's standard calls on the shared request client: the paged list, one, create, update,
 * activate / deactivate, delete. `Row` is the list's row, `Detail` what one record answers (the
 * list row by default). A list with files adds listFilesApi's calls.
 */
export function crudApi<Row, Detail = Row, Input = never, Patch = Partial<Input>>(
  paths: CrudPaths,
  options: CrudApiOptions<Input> = {},
): CrudApi<Row, Detail, Input, Patch> {
  const withId = (path: string, id: Id) => apiPath(path, { id } as never);
  return {
    page: (query, signal) => fetchPage<Row>(paths.list, query, signal),
    async get(id, signal) {
      const request = paths.get.includes('{id}') ? { url: withId(paths.get, id) } : { url: paths.get, params: { id } };
      const { data } = await http.get<Detail>(request.url, { params: request.params, signal });
      return data;
    },
    async create(input) {
      const { data } = await http.post<Detail>(paths.create, options.createBody ? options.createBody(input) : input);
      return data;
    },
    async update(id, patch) {
      const { data } = await http.patch<Detail>(withId(paths.update, id), patch);
      return data;
    },
    async setActive(id, active) {
      const { data } = await http.post<Detail>(withId(active ? paths.activate : paths.deactivate, id));
      return data;
    },
    async remove(id) {
      await http.delete(withId(paths.remove, id));
    },
  };
}

/**
 * A list's files: GET `exportPath` (the list's search, filter and ordering; `baseName` names the file
 * when the answer does not) and POST `importPath` (multipart `file`, the per-row report).
 */
export function listFilesApi(exportPath: string, baseName: string, importPath: string): ListFilesApi {
  return {
    exportFile: (query, format) => exportList(exportPath, baseName, query, format),
    importFile: (file, mode) => importList(importPath, file, mode),
  };
}
