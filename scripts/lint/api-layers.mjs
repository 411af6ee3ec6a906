// The API's layers, two ESLint rules of the `evax-api` plugin (eslint.config.mjs says where each
// applies; scripts/lint/api-layers.test.mjs proves each):
//
//   module-door   a module of api/src/modules/ uses another only through its door, `<module>/index.ts`:
//                 the door says what others may use, the rest is the module's own.
//   queries-only  SQL lives in `*queries.ts`: routes and services call query functions, they never
//                 build a statement (Kysely's selectFrom, insertInto, updateTable, deleteFrom...) nor
//                 import the `sql` template or Kysely's helpers.
//
// Like evax/boundaries, module-door judges the specifier only (no resolution), in every form a
// module can be named: import, export ... from, import(), require(), jest.mock(), import type.
import path from 'node:path';
import { fromRoot, rootRelative, specifierVisitors } from './boundaries.mjs';

/** The module a root-relative path lies in, under `modules` (e.g. 'api/src/modules'), and the rest of its path. */
function moduleOf(modules, target) {
  if (!target.startsWith(`${modules}/`)) return null;
  const [name, ...rest] = target.slice(modules.length + 1).split('/');
  return { name, rest: rest.join('/') };
}

const moduleDoor = {
  meta: {
    type: 'problem',
    docs: { description: "A module of the API uses another only through its door, the module's index.ts (docs/decisions/api.md)" },
    schema: [{ type: 'object', additionalProperties: false, properties: { modules: { type: 'string' } }, required: ['modules'] }],
    messages: {
      door: "'{{specifier}}' reaches into the module {{target}}: import what it offers from its door, '{{door}}' (add it there if it is missing)",
    },
  },
  create(context) {
    const { modules } = context.options[0];
    const file = fromRoot(context.filename);
    const own = moduleOf(modules, file);
    if (!own) return {};
    return specifierVisitors((node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = moduleOf(modules, rootRelative(context.filename, specifier));
      if (!target || target.name === own.name || target.rest === '' || target.rest === 'index') return;
      const door = path.posix.relative(path.posix.dirname(file), `${modules}/${target.name}/index.js`);
      context.report({ node, messageId: 'door', data: { specifier, target: target.name, door } });
    });
  },
};

/** Kysely's methods that start a statement, on a Kysely instance, a transaction or an expression builder. */
const BUILDERS = new Set(['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);
const isTypeOnly = (node, specifier) => node.importKind === 'type' || specifier?.importKind === 'type';

const queriesOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'SQL lives in *queries.ts: routes and services call query functions (docs/decisions/api.md)' },
    schema: [],
    messages: {
      builder: '{{what}} builds SQL: write it as a function of a *-queries.ts file, and call that (routes and services decide, query files read and write)',
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'builder', data: { what } });
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === 'MemberExpression' && !callee.computed && BUILDERS.has(callee.property.name)) report(callee.property, `.${callee.property.name}()`);
      },
      ImportDeclaration(node) {
        const from = node.source.value;
        if (isTypeOnly(node)) return;
        if (typeof from === 'string' && from.startsWith('kysely/helpers/')) return report(node, `'${from}'`);
        if (from !== 'kysely') return;
        for (const specifier of node.specifiers) {
          if (isTypeOnly(node, specifier)) continue;
          if (specifier.type !== 'ImportSpecifier' || specifier.imported.name === 'sql') report(specifier, `Kysely's ${specifier.local.name}`);
        }
      },
    };
  },
};

export default { meta: { name: 'evax-api' }, rules: { 'module-door': moduleDoor, 'queries-only': queriesOnly } };
