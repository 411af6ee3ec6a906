// The list-and-form kit: what every activate/deactivate list page of an area is built from.
export * from './RowActions.js';
export * from './StatusModal.js';
export * from './list-columns.js';
export * from './use-list-page.js';
export * from './ListImport.js';
export * from './ListExport.js';
export * from './ListToolbar.js';
export * from './CrudListPage.js';
export * from './ShowPage.js';
export * from './FormPage.js';
export * from './crud-entity.js';
