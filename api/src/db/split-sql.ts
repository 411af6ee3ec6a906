/**
 * Splits a SQL script into its statements at the semicolons that end them, ignoring the
 * ones inside quotes, dollar-quoted bodies and comments. PGlite's extended protocol takes
 * one statement at a time, so a migration file is run statement by statement.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const n = script.length;
  const push = () => {
    const statement = stripComments(current).trim();
    if (statement) statements.push(current.trim());
    current = '';
  };
  while (i < n) {
    const ch = script[i]!;
    const next = script[i + 1];
    let end = i + 1;
    if (ch === '-' && next === '-') {
      const newline = script.indexOf('\n', i);
      end = newline === -1 ? n : newline;
    } else if (ch === '/' && next === '*') {
      const close = script.indexOf('*/', i + 2);
      end = close === -1 ? n : close + 2;
    } else if (ch === "'" || ch === '"') {
      end = closingQuote(script, i, ch);
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
      if (tag) {
        const close = script.indexOf(tag, i + tag.length);
        end = close === -1 ? n : close + tag.length;
      }
    } else if (ch === ';') {
      push();
      i += 1;
      continue;
    }
    current += script.slice(i, end);
    i = end;
  }
  push();
  return statements;
}

/** Index just past the quote closing the one at `start` ('' and "" are escaped quotes). */
function closingQuote(script: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return script.length;
}

function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}
