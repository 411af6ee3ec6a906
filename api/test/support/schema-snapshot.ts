import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.js';

export interface SchemaSnapshot {
  columns: string[];
  indexes: string[];
  constraints: string[];
  triggers: string[];
  functions: string[];
}

/** The application's schema as the catalogue describes it (extensions and the migrator's tables left out). */
export async function schemaSnapshot(db: Db): Promise<SchemaSnapshot> {
  const { rows } = await sql<{ snapshot: SchemaSnapshot }>`
    select json_build_object(
      'columns', coalesce((select json_agg(concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default) order by table_name, column_name)
        from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_%'), '[]'),
      'indexes', coalesce((select json_agg(indexdef order by indexname)
        from pg_indexes where schemaname = 'public' and tablename not like 'kysely_%'), '[]'),
      'constraints', coalesce((select json_agg(r.relname || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) order by r.relname, c.conname)
        from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
        where n.nspname = 'public' and r.relname not like 'kysely_%'), '[]'),
      'triggers', coalesce((select json_agg(r.relname || ' ' || t.tgname order by r.relname, t.tgname)
        from pg_trigger t join pg_class r on r.oid = t.tgrelid join pg_namespace n on n.oid = r.relnamespace
        where n.nspname = 'public' and not t.tgisinternal), '[]'),
      'functions', coalesce((select json_agg(p.proname || ' ' || md5(p.prosrc) order by p.proname)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')), '[]')
    ) as snapshot`.execute(db);
  return rows[0]!.snapshot;
}
