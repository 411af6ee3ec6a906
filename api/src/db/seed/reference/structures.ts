import type { Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { ofPlaceFr } from './french-place.js';

/** Health centres seeded per governorate, named after its first delegations with an Arabic name. */
const CSB_PER_GOVERNORATE = 3;

export const NATIONAL_STRUCTURE_CODE = 'NAT-DSSB';
export const regionalDirectorateCode = (governorateNumeric: string) => `DRS-${governorateNumeric}`;
export const healthCentreCode = (governorateNumeric: string, rank: number) => `CSB-${governorateNumeric}-${rank}`;

/** "ب" + name: "in <place>" in Arabic, as in الإدارة الجهوية للصحة بصفاقس. */
const inPlaceAr = (name: string) => `ب${name}`;

/**
 * The structure tree: the national directorate (DSSB); in each governorate its regional health
 * directorate and three basic health centres (CSB), each in the health district
 * ("circonscription sanitaire") of its delegation.
 */
export async function seedStructures(trx: Transaction<Database>): Promise<void> {
  const governorates = await trx.selectFrom('governorate').select(['id', 'code', 'name_fr', 'name_ar']).orderBy('code').execute();
  const delegations = await trx.selectFrom('delegation').select(['id', 'governorate_id', 'name_fr', 'name_ar']).orderBy('id').execute();
  const tunis = governorates.find((g) => g.code === 'TN-11');
  if (!tunis) throw new Error('seed the governorates first');

  const national = await trx
    .insertInto('structure_group')
    .values({ code: 'NAT', name_fr: 'Niveau central', name_ar: 'المستوى المركزي', governorate_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('structure')
    .values({
      code: NATIONAL_STRUCTURE_CODE,
      type: 'NATIONAL',
      name_fr: 'Direction des soins de santé de base (DSSB)',
      name_ar: 'إدارة الرعاية الصحية الأساسية',
      governorate_id: tunis.id,
      delegation_id: null,
      group_id: national.id,
    })
    .execute();

  for (const gov of governorates) {
    const numeric = gov.code.slice(3);
    const regionalName = { fr: `Direction régionale de la santé ${ofPlaceFr(gov.name_fr)}`, ar: `الإدارة الجهوية للصحة ${inPlaceAr(gov.name_ar)}` };
    const region = await trx
      .insertInto('structure_group')
      .values({ code: `REG-${numeric}`, name_fr: regionalName.fr, name_ar: regionalName.ar, governorate_id: gov.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('structure')
      .values({
        code: regionalDirectorateCode(numeric),
        type: 'REGIONAL_DIRECTORATE',
        name_fr: regionalName.fr,
        name_ar: regionalName.ar,
        governorate_id: gov.id,
        delegation_id: null,
        group_id: region.id,
      })
      .execute();

    const named = delegations.filter((d) => d.governorate_id === gov.id && d.name_ar !== null).slice(0, CSB_PER_GOVERNORATE);
    for (const [index, delegation] of named.entries()) {
      const rank = index + 1;
      const nameAr = delegation.name_ar!;
      const district = await trx
        .insertInto('structure_group')
        .values({
          code: `CIRC-${numeric}-${rank}`,
          name_fr: `Circonscription sanitaire ${ofPlaceFr(delegation.name_fr)}`,
          name_ar: `الدائرة الصحية ${inPlaceAr(nameAr)}`,
          governorate_id: gov.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('structure')
        .values({
          code: healthCentreCode(numeric, rank),
          type: 'CSB',
          name_fr: `Centre de santé de base ${delegation.name_fr}`,
          name_ar: `مركز الصحة الأساسية ${inPlaceAr(nameAr)}`,
          governorate_id: gov.id,
          delegation_id: delegation.id,
          group_id: district.id,
        })
        .execute();
    }
  }
}
