import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * antd shared per component (DESIGN §7, the size trap): sharing `antd` whole puts every
 * component (~450 KB gz) on the first page. Each component is shared on its own instead
 * (`antd/es/button`, ...); code keeps writing `import { Button } from 'antd'`, and
 * antd-imports-loader.cjs rewrites that to the component paths at build time.
 */

const EXPORT_LINE = /export \{ default as (\w+) \} from '\.\/([\w-]+)';/g;

/** antd's public names and the module of each, read from antd's own index. */
export function antdComponents(requireFromPackage) {
  const antdDir = path.dirname(requireFromPackage.resolve('antd/package.json'));
  const index = readFileSync(path.join(antdDir, 'es/index.js'), 'utf8');
  const components = {};
  for (const [, name, dir] of index.matchAll(EXPORT_LINE)) components[name] = `antd/es/${dir}`;
  if (!components.Button || !components.ConfigProvider) throw new Error(`Unexpected antd index in ${antdDir}`);
  return { antdDir, components, version: requireFromPackage('antd/package.json').version };
}

/**
 * One singleton per component. The host provides every component (each an async chunk loaded
 * on first use), so a remote always gets the host's, whose internals (config context, theme,
 * direction) are the ones the host's ConfigProvider sets.
 */
export function antdSharedModules({ antdDir, components, version }, { provideAll }) {
  const shared = {};
  for (const modulePath of Object.values(components)) {
    shared[modulePath] = {
      singleton: true,
      requiredVersion: `^${version}`,
      ...(provideAll ? { import: path.join(antdDir, modulePath.slice('antd/'.length), 'index.js'), version } : {}),
    };
  }
  return shared;
}
