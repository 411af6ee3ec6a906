// Prints the text items of a PDF (its path in argv[2]) as JSON lines: { page, str, x, dir }.
// pdf.js ships ES modules only, so the CommonJS jest tests run this with node.
import fs from 'node:fs';

// pdf.js 6 uses these; Node 20 lacks them.
Promise.withResolvers ??= function withResolvers() {
  let resolve, reject;
  const promise = new Promise((ok, ko) => ((resolve = ok), (reject = ko)));
  return { promise, resolve, reject };
};
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[2])), verbosity: 0 }).promise;
const items = [];
for (let page = 1; page <= pdf.numPages; page++) {
  const content = await (await pdf.getPage(page)).getTextContent();
  for (const item of content.items) if (item.str?.trim()) items.push({ page, str: item.str, x: item.transform[4], y: item.transform[5], dir: item.dir });
}
process.stdout.write(JSON.stringify(items));
