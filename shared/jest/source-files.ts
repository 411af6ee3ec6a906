import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every .ts/.tsx file under a folder, with its text. */
export function sourceFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => path.join(dir, name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

/** Module specifiers a file imports (static, dynamic, re-exports, require). */
export function importsOf(text: string): string[] {
  const pattern = /(?:from\s*|import\s*\(\s*|import\s+|require\(\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}
