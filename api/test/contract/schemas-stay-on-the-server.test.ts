import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser imports @evax/shared (contract, validation, runtime, ui); the TypeBox schema values
 * live behind @evax/shared/contract/schemas, which only the API imports (docs/decisions.md,
 * "Contract: TypeBox"). Outside the schema files (`*schemas.ts`, `schema-kit.ts`), shared may import their types only
 * (`import type`, erased at build), so TypeBox never reaches a browser bundle.
 */

const SHARED_SRC = path.resolve(__dirname, '../../../shared/src');
/** `schemas.ts`, `response-schemas.ts`, `schema-kit.ts`: the files that hold TypeBox values. */
const SCHEMA_FILE = /(^|\/)([\w-]*schemas|schema-kit)\.ts$/;
/** `import … from '…'` and `export … from '…'` that are not type-only, with their source. */
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const pullsSchemas = (source: string) => source === 'typebox' || source.startsWith('typebox/') || /(^|\/)([\w-]*schemas|schema-kit)(\.js)?$/.test(source);

describe('the schema values stay on the server', () => {
  const browserFiles = sourceFiles(SHARED_SRC).filter((file) => !SCHEMA_FILE.test(path.relative(SHARED_SRC, file)));

  it('no browser-facing file of @evax/shared imports TypeBox or a schema file but for types', () => {
    const offenders = browserFiles.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)]
        .filter((m) => pullsSchemas(m[1]!))
        .map((m) => `${path.relative(SHARED_SRC, file)}: ${m[0].trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no front end (host, remotes) imports TypeBox or @evax/shared/contract/schemas but for types', () => {
    const root = path.resolve(SHARED_SRC, '../..');
    const frontEnds = fs.readdirSync(root).filter((name) => name === 'host' || name.startsWith('remote-'));
    expect(frontEnds.length).toBeGreaterThan(1);
    const offenders = frontEnds.flatMap((name) =>
      sourceFiles(path.join(root, name, 'src')).flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)]
          .filter((m) => m[1] === '@evax/shared/contract/schemas' || m[1] === 'typebox' || m[1]!.startsWith('typebox/'))
          .map((m) => `${path.relative(root, file)}: ${m[0].trim()}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the check sees a value import (it would catch one)', () => {
    const sample =
      "import { Type } from 'typebox';\nimport type { Static } from 'typebox';\nexport * from './reference/schemas.js';\nexport type { DciBody } from './reference/schemas.js';\n";
    expect([...sample.matchAll(VALUE_IMPORT)].map((m) => m[1]).filter((s) => pullsSchemas(s!))).toEqual(['typebox', './reference/schemas.js']);
  });

  it('the browser entry of the contract is not the schemas entry', () => {
    const exports = JSON.parse(fs.readFileSync(path.join(SHARED_SRC, '../package.json'), 'utf8')).exports as Record<string, { 'evax-source': string }>;
    expect(exports['./contract']!['evax-source']).toBe('./src/contract/index.ts');
    expect(exports['./contract/schemas']!['evax-source']).toBe('./src/contract/schemas.ts');
  });
});
