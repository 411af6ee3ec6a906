import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../../src/modules/static/inline-script-hashes.js';

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe("the hashes of a page's inline scripts (the Content-Security-Policy's allowed inline code, issue 28)", () => {
  test('each inline script is hashed on its exact text; a script loaded from a file is not', () => {
    const page = `<head><script src="/page-direction.js"></script><script>var a = 1;</script></head><body><script type="module">\n go();\n</script></body>`;
    expect(inlineScriptHashes(page)).toEqual([sha256('var a = 1;'), sha256('\n go();\n')]);
  });

  test('a page without inline scripts allows none', () => {
    expect(inlineScriptHashes('<html><body><script defer src=/main.js></script></body></html>')).toEqual([]);
  });
});
