import path from 'node:path';
import { REMOTE_NAMES } from '@evax/shared/contract';
import { importsOf, sourceFiles } from '../../shared/jest/source-files';

const ROOT = path.join(__dirname, '../..');

/** A remote may import its own files, @evax/shared and npm packages; never another remote or the host. */
function isForbidden(packageDir: string, file: string, specifier: string): boolean {
  if (specifier.startsWith('.')) return !path.resolve(path.dirname(file), specifier).startsWith(`${packageDir}${path.sep}`);
  return /^@evax\/(?!shared\/)/.test(specifier) || /(^|\/)(remote-[a-z]+|host)\//.test(specifier);
}

function forbiddenImports(remote: string): string[] {
  const packageDir = path.join(ROOT, `remote-${remote}`);
  return sourceFiles(path.join(packageDir, 'src')).flatMap(({ file, text }) =>
    importsOf(text)
      .filter((specifier) => isForbidden(packageDir, file, specifier))
      .map((specifier) => `${path.relative(ROOT, file)} imports ${specifier}`),
  );
}

describe('remote isolation (DESIGN §4: remotes never import each other)', () => {
  it.each(REMOTE_NAMES)('remote-%s imports only @evax/shared and its own files', (remote) => {
    expect(sourceFiles(path.join(ROOT, `remote-${remote}`, 'src')).length).toBeGreaterThan(0);
    expect(forbiddenImports(remote)).toEqual([]);
  });

  it('catches imports of another remote or of the host, by path or by package name', () => {
    const packageDir = path.join(ROOT, 'remote-admin');
    const file = path.join(packageDir, 'src/pages/Page.tsx');
    const source = [
      "import { a } from '../../../remote-citizen/src/module';",
      "import b from '@evax/remote-citizen';",
      "const c = import('@evax/host');",
      "export * from '../../../host/src/app/menu';",
      "import { d } from '../api/users-api';",
      "import { e } from '@evax/shared/runtime';",
      "import { f } from 'antd';",
    ].join('\n');

    expect(importsOf(source).filter((specifier) => isForbidden(packageDir, file, specifier))).toEqual([
      '../../../remote-citizen/src/module',
      '@evax/remote-citizen',
      '@evax/host',
      '../../../host/src/app/menu',
    ]);
  });
});
