import { splitSqlStatements } from '../../src/db/split-sql.js';

describe('splitSqlStatements', () => {
  test('splits at the semicolons ending statements and drops empty ones', () => {
    expect(splitSqlStatements('create table a (id int);\n\ncreate index a_idx on a (id);\n;')).toEqual([
      'create table a (id int)',
      'create index a_idx on a (id)',
    ]);
  });

  test('keeps semicolons inside quotes, dollar-quoted bodies and comments', () => {
    const script = [
      "insert into t values ('a;b', 'it''s; fine');",
      'select "odd;name" from t;',
      '-- a comment; with a semicolon',
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql;',
      '/* block; comment */ select 2;',
    ].join('\n');
    expect(splitSqlStatements(script)).toEqual([
      "insert into t values ('a;b', 'it''s; fine')",
      'select "odd;name" from t',
      '-- a comment; with a semicolon\ncreate function f() returns int as $body$ begin return 1; end; $body$ language plpgsql',
      '/* block; comment */ select 2',
    ]);
  });

  test('a script of comments only has no statement', () => {
    expect(splitSqlStatements('-- nothing here;\n/* nor; here */\n')).toEqual([]);
  });
});
