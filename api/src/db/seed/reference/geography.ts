import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { loadDelegations, loadGovernorates } from '../source-data.js';
import { insertRows } from '../insert.js';

/** The 24 governorates and 264 delegations of Tunisia. */
export async function seedGeography(trx: Transaction<Database>): Promise<void> {
  const governorates = await trx
    .insertInto('governorate')
    .values(loadGovernorates().map((g) => ({ code: g.code, name_fr: g.nameFr, name_ar: g.nameAr, name_en: g.nameEn })))
    .returning(['id', 'code'])
    .execute();
  const governorateId = new Map(governorates.map((g) => [g.code, g.id]));
  await insertRows(
    trx,
    'delegation',
    loadDelegations().map((d) => {
      const id = governorateId.get(d.governorateCode);
      if (id === undefined) throw new Error(`delegation ${d.nameFr}: unknown governorate ${d.governorateCode}`);
      return { governorate_id: id, code: d.geonamesAdmin2Code, name_fr: d.nameFr, name_ar: d.nameAr, latitude: d.lat, longitude: d.lon };
    }),
  );
}
