// Two ESLint rules of the project's own (the `evax` plugin): `evax/boundaries`, which module a file
// may import, and `evax/entities` (at the end), which entity of its remote a file may import.
// Both look at the specifier only (no module resolution), so they are fast and also judge imports of
// files that do not exist. eslint.config.mjs gives each package (and each kind of file) the options of evax/boundaries:
//
//   forbid:    [{ pattern, message }]  bare specifiers refused (regular expressions, e.g. '^@evax/host')
//   outside:   ['shared/jest', ...]    folders (from the repository root) a relative import may reach
//                                      outside the file's own package; none by default
//   targets:   [{ pattern, message }]  files refused as targets of a relative import (regular
//                                      expressions on the path from the root, without extension)
//
// Every way of naming a module is checked: import, export ... from, import(), require(),
// jest.mock()/requireActual(), `import x = require()` and `import('x').Type`.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

const EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** The path of `file` from the root, with '/'. */
export function fromRoot(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The path from the root, with '/' and without extension, of what `specifier` names from `file`. */
export function rootRelative(file, specifier) {
  return fromRoot(path.resolve(path.dirname(file), specifier)).replace(EXTENSION, '');
}

const within = (folder, target) => target === folder || target.startsWith(`${folder}/`);

function check(context, node, specifier) {
  if (typeof specifier !== 'string') return;
  const { forbid = [], outside = [], targets = [] } = context.options[0] ?? {};
  const file = context.filename;
  const ownPackage = path.relative(ROOT, file).split(path.sep)[0];
  if (!specifier.startsWith('.')) {
    const refused = forbid.find(({ pattern }) => new RegExp(pattern).test(specifier));
    if (refused) context.report({ node, messageId: 'forbidden', data: { specifier, why: refused.message } });
    return;
  }
  const target = rootRelative(file, specifier);
  if (!within(ownPackage, target) && !outside.some((folder) => within(folder, target))) {
    context.report({ node, messageId: 'outside', data: { specifier, ownPackage } });
    return;
  }
  const refused = targets.find(({ pattern }) => [target, `${target}/index`].some((name) => new RegExp(pattern).test(name)));
  if (refused) context.report({ node, messageId: 'forbidden', data: { specifier, why: refused.message } });
}

const literal = (node) => (node?.type === 'Literal' ? node.value : undefined);
const JEST_LOADERS = new Set(['mock', 'doMock', 'requireActual', 'requireMock']);

/** Calls `check(node, specifier)` for every way a file names a module. */
export function specifierVisitors(check) {
  const source = (node) => check(node.source, literal(node.source));
  return {
    ImportDeclaration: source,
    ExportAllDeclaration: source,
    ExportNamedDeclaration: (node) => node.source && source(node),
    ImportExpression: source,
    TSImportEqualsDeclaration: (node) => check(node, literal(node.moduleReference?.expression)),
    TSImportType: (node) => check(node, literal(node.argument?.literal ?? node.argument)),
    CallExpression(node) {
      const { callee } = node;
      const loads =
        (callee.type === 'Identifier' && callee.name === 'require') ||
        (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest' && JEST_LOADERS.has(callee.property.name));
      if (loads) check(node, literal(node.arguments[0]));
    },
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps each package to the modules its place in the architecture allows (docs/decisions.md, 'Lint and boundaries')" },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          forbid: {
            type: 'array',
            items: { type: 'object', properties: { pattern: { type: 'string' }, message: { type: 'string' } }, required: ['pattern', 'message'] },
          },
          outside: { type: 'array', items: { type: 'string' } },
          targets: {
            type: 'array',
            items: { type: 'object', properties: { pattern: { type: 'string' }, message: { type: 'string' } }, required: ['pattern', 'message'] },
          },
        },
      },
    ],
    messages: {
      forbidden: "'{{specifier}}': {{why}}",
      outside: "'{{specifier}}' leaves the package {{ownPackage}}: import another package by its name (only @evax/shared is allowed), never by a relative path",
    },
  },
  create(context) {
    return specifierVisitors((node, specifier) => check(context, node, specifier));
  },
};

// `evax/entities`: inside a remote's `src/`, a file of an entity (`src/<entity>/...`) imports only its
// own entity's files and what the area shares (`common/`, the route table): never another entity.
// What several entities need moves to `common/`, so no two entities can grow into each other.
//
//   src:       'remote-citizen/src'           the remote's source folder, from the root
//   shared:    ['common', 'route-paths']      what every entity may import: folders or files
//                                             (without extension) directly under `src`
//   assembly:  ['i18n']                       folders under `src` that put the entities together
//                                             (the texts): they may import every entity
//
// A file directly under `src` (module.ts, route-paths.ts) is not an entity's and is not judged here
// (evax/boundaries keeps the assembly out of the pages). `common/` is held to `shared` too: it never
// imports an entity, or it would be a back door between two.

/** The first folder of a path under `src`, and whether the path goes deeper (a file in a folder). */
function entityOf(src, target) {
  if (!target.startsWith(`${src}/`)) return null;
  const [first, ...rest] = target.slice(src.length + 1).split('/');
  return { name: first, inFolder: rest.length > 0 };
}

const entities = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a remote, an entity imports only itself, common/ and the route table (docs/decisions/frontend.md, issue 29)' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          src: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          assembly: { type: 'array', items: { type: 'string' } },
        },
        required: ['src'],
      },
    ],
    messages: {
      entity:
        "'{{specifier}}' reaches into the entity {{target}} from the entity {{own}}: an entity imports only its own files, what the area shares ({{shared}}) and @evax/shared: move what both need to common/",
    },
  },
  create(context) {
    const { src, shared = [], assembly = [] } = context.options[0];
    const own = entityOf(src, fromRoot(context.filename).replace(EXTENSION, ''));
    if (!own?.inFolder || assembly.includes(own.name)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = entityOf(src, rootRelative(context.filename, specifier));
      if (!target || target.name === own.name || shared.includes(target.name)) return;
      context.report({
        node,
        messageId: 'entity',
        data: { specifier, target: target.name, own: own.name, shared: shared.join(', ') || 'nothing' },
      });
    };
    return specifierVisitors(check);
  },
};

export default { meta: { name: 'evax' }, rules: { boundaries, entities } };
