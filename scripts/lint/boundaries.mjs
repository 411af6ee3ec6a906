// The project's one ESLint rule of its own, `evax/boundaries`: which module a file may import.
// It looks at the specifier only (no module resolution), so it is fast and also judges imports of
// files that do not exist. eslint.config.mjs gives each package (and each kind of file) its options:
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

/** The path from the root, with '/' and without extension, of what `specifier` names from `file`. */
function rootRelative(file, specifier) {
  const target = path.relative(ROOT, path.resolve(path.dirname(file), specifier));
  return target.split(path.sep).join('/').replace(EXTENSION, '');
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
    const source = (node) => check(context, node.source, literal(node.source));
    return {
      ImportDeclaration: source,
      ExportAllDeclaration: source,
      ExportNamedDeclaration: (node) => node.source && source(node),
      ImportExpression: source,
      TSImportEqualsDeclaration: (node) => check(context, node, literal(node.moduleReference?.expression)),
      TSImportType: (node) => check(context, node, literal(node.argument?.literal ?? node.argument)),
      CallExpression(node) {
        const { callee } = node;
        const loads =
          (callee.type === 'Identifier' && callee.name === 'require') ||
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'jest' &&
            JEST_LOADERS.has(callee.property.name));
        if (loads) check(context, node, literal(node.arguments[0]));
      },
    };
  },
};

export default { meta: { name: 'evax' }, rules: { boundaries } };
