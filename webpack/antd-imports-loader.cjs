/**
 * Rewrites `import { Button, Table as AntTable } from 'antd'` into one import per component
 * (`import Button from 'antd/es/button'`), so each is a shared module of its own
 * (see antd-modules.mjs). Runs after swc, on plain JavaScript: type-only imports are gone.
 * Options: { components: { Button: 'antd/es/button', ... } }.
 */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;
const ANY_ROOT_IMPORT = /(?:from|import)\s*["']antd["']|import\(\s*["']antd["']\s*\)|require\(\s*["']antd["']\s*\)/;

module.exports = function antdImportsLoader(source) {
  if (!source.includes('antd')) return source;
  const { components } = this.getOptions();
  const rewritten = source.replace(NAMED_IMPORT, (_statement, specifiers) =>
    specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/);
        const modulePath = components[imported];
        if (!modulePath) throw new Error(`antd has no component "${imported}" to import in ${this.resourcePath}`);
        return `import ${local} from ${JSON.stringify(modulePath)};`;
      })
      .join('\n'),
  );
  if (ANY_ROOT_IMPORT.test(rewritten)) {
    throw new Error(
      `${this.resourcePath}: import antd components by name (import { Button } from 'antd'); a whole-library import would put all of antd on the page`,
    );
  }
  return rewritten;
};
