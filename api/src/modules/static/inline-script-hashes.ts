import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts of a page: the policy
 * runs these exact scripts and no other inline code (issue 28: the shell's gate, webpack/shell-gate.js).
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
}

/** The hashes of the built shell page's inline scripts (host/dist/index.html under webRoot), read once at start; none when the host is not built. */
export function shellInlineScriptHashes(webRoot: string): string[] {
  const page = path.join(webRoot, 'host', 'dist', 'index.html');
  return fs.existsSync(page) ? inlineScriptHashes(fs.readFileSync(page, 'utf8')) : [];
}
