import { sql, type Transaction } from 'kysely';
import type { Database } from '../../schema.js';
import { DCI_CATALOGUE } from './dci-catalogue.js';

export interface SpecialtySeed {
  /** The DCI's name in DCI_CATALOGUE. */
  dci: string;
  commercialName: string;
  manufacturer: string;
  label: string;
  /** Booster interval in days, when the product has one. */
  reminder?: number;
  isActive?: boolean;
}

const SOLUTION_SYRINGE = 'Suspension injectable en seringue préremplie, 0,5 ml';
const POWDER_SOLVENT = 'Poudre et solvant pour suspension injectable';
const ORAL = 'Suspension buvable';

/** The presentations in Arabic, by their French wording: the seed writes both, and the seed
 * "catalogue-arabic" fills the Arabic of rows seeded before it. */
export const PRESENTATION_AR: Readonly<Record<string, string>> = {
  [SOLUTION_SYRINGE]: 'معلق للحقن في حقنة معبأة مسبقا، 0,5 مل',
  [POWDER_SOLVENT]: 'مسحوق ومذيب لمعلق للحقن',
  'Poudre et solvant pour suspension injectable intradermique': 'مسحوق ومذيب لمعلق للحقن داخل الأدمة',
  'Suspension injectable, flacon unidose de 0,5 ml': 'معلق للحقن، قارورة أحادية الجرعة من 0,5 مل',
  'Suspension injectable, flacon unidose': 'معلق للحقن، قارورة أحادية الجرعة',
  'Suspension buvable, flacon de 20 doses': 'معلق للشرب، قارورة من 20 جرعة',
  'Suspension injectable, flacon multidose': 'معلق للحقن، قارورة متعددة الجرعات',
  'Dispersion injectable, flacon multidose': 'مشتت للحقن، قارورة متعددة الجرعات',
  'Solution injectable, flacon unidose de 0,5 ml': 'محلول للحقن، قارورة أحادية الجرعة من 0,5 مل',
  'Solution injectable en seringue préremplie, 0,5 ml': 'محلول للحقن في حقنة معبأة مسبقا، 0,5 مل',
  'Suspension et granulés effervescents pour suspension buvable': 'معلق وحبيبات فوارة لمعلق للشرب',
  'Poudre et solvant pour solution injectable': 'مسحوق ومذيب لمحلول للحقن',
  'Solution injectable, flacon de 5 ml': 'محلول للحقن، قارورة من 5 مل',
  'Solution injectable, flacon de 2 ml': 'محلول للحقن، قارورة من 2 مل',
  [`${ORAL} en applicateur pour administration orale, 1,5 ml`]: 'معلق للشرب في أداة للإعطاء عن طريق الفم، 1,5 مل',
  [`${ORAL} en tube unidose, 2 ml`]: 'معلق للشرب في أنبوب أحادي الجرعة، 2 مل',
  'Solution injectable en seringue préremplie, 250 UI': 'محلول للحقن في حقنة معبأة مسبقا، 250 وحدة دولية',
};

const DCI = {
  bcg: 'BCG (vaccin tuberculeux vivant atténué)',
  hepB: "Vaccin de l'hépatite B pédiatrique (ADNr)",
  penta: 'Vaccin pentavalent DTC-Hib-HB',
  ipv: 'Vaccin poliomyélitique inactivé (VPI)',
  bopv: 'Vaccin poliomyélitique oral bivalent (VPOb)',
  pcv10: 'Vaccin pneumococcique conjugué 10-valent (VPC10)',
  pcv13: 'Vaccin pneumococcique conjugué 13-valent (VPC13)',
  mr: 'Vaccin rougeole-rubéole (RR)',
  mmr: 'Vaccin rougeole-oreillons-rubéole (ROR)',
  dtp: 'Vaccin diphtérie-tétanos-coqueluche (DTC)',
  hepA: "Vaccin de l'hépatite A pédiatrique",
  td: 'Vaccin diphtérie-tétanos à dose réduite (dT)',
  hpv: 'Vaccin papillomavirus humain (HPV)',
  fluChild: 'Vaccin grippal inactivé quadrivalent (enfant)',
  fluAdult: 'Vaccin grippal inactivé quadrivalent (adulte)',
  covid: 'Vaccin COVID-19 à ARNm',
  yellowFever: 'Vaccin amaril (fièvre jaune)',
  menAcwy: 'Vaccin méningococcique conjugué ACWY',
  typhoid: 'Vaccin typhoïdique polyosidique Vi',
  je: "Vaccin de l'encéphalite japonaise inactivé",
  cholera: 'Vaccin anticholérique oral inactivé',
  rabiesVero: 'Vaccin rabique préparé sur cellules Vero',
  rabiesPcec: "Vaccin rabique préparé sur cellules d'embryon de poulet (PCEC)",
  erig: 'Immunoglobulines antirabiques équines (ERIG)',
  hrig: 'Immunoglobulines antirabiques humaines (HRIG)',
  varicella: 'Vaccin varicelle vivant atténué',
  rotavirus: 'Vaccin rotavirus oral',
  ppv23: 'Vaccin pneumococcique polyosidique 23-valent (VPP23)',
  hexa: 'Vaccin hexavalent DTCa-VPI-Hib-HB',
  pentaAcellular: 'Vaccin pentavalent DTCa-VPI-Hib',
  tetraAcellular: 'Vaccin tétravalent DTCa-VPI',
  menB: 'Vaccin méningococcique B',
  tetanusToxoid: 'Anatoxine tétanique (VAT)',
  tetanusIg: 'Immunoglobulines tétaniques humaines',
} as const;

const TEN_YEARS = 3650;

/**
 * Specialties a Tunisian health agent would recognise for the catalogue's DCIs: product names
 * and manufacturers as marketed; the presentation as a label; a reminder (booster interval) where
 * the product has one. Quinvaxem, withdrawn by its manufacturer, is archived.
 */
export const SPECIALTY_CATALOGUE: SpecialtySeed[] = [
  {
    dci: DCI.bcg,
    commercialName: 'BCG SSI',
    manufacturer: 'AJ Vaccines (Statens Serum Institut)',
    label: 'Poudre et solvant pour suspension injectable intradermique',
  },
  { dci: DCI.hepB, commercialName: 'Euvax B 10 µg', manufacturer: 'LG Chem', label: 'Suspension injectable, flacon unidose de 0,5 ml' },
  { dci: DCI.hepB, commercialName: 'Engerix B 10 µg', manufacturer: 'GlaxoSmithKline', label: SOLUTION_SYRINGE },
  { dci: DCI.penta, commercialName: 'Pentavac PFS', manufacturer: 'Serum Institute of India', label: 'Suspension injectable, flacon unidose' },
  { dci: DCI.penta, commercialName: 'Eupenta', manufacturer: 'LG Chem', label: 'Suspension injectable, flacon unidose' },
  { dci: DCI.penta, commercialName: 'Quinvaxem', manufacturer: 'Janssen', label: 'Suspension injectable, flacon unidose', isActive: false },
  { dci: DCI.ipv, commercialName: 'Imovax Polio', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE },
  { dci: DCI.bopv, commercialName: 'Biopolio B1/3', manufacturer: 'Bharat Biotech', label: 'Suspension buvable, flacon de 20 doses' },
  { dci: DCI.pcv10, commercialName: 'Synflorix', manufacturer: 'GlaxoSmithKline', label: SOLUTION_SYRINGE },
  { dci: DCI.pcv10, commercialName: 'Pneumosil', manufacturer: 'Serum Institute of India', label: 'Suspension injectable, flacon unidose' },
  { dci: DCI.pcv13, commercialName: 'Prevenar 13', manufacturer: 'Pfizer', label: SOLUTION_SYRINGE },
  { dci: DCI.mr, commercialName: 'MR-VAC', manufacturer: 'Serum Institute of India', label: POWDER_SOLVENT },
  { dci: DCI.mmr, commercialName: 'Priorix', manufacturer: 'GlaxoSmithKline', label: POWDER_SOLVENT },
  { dci: DCI.mmr, commercialName: 'M-M-RVAXPRO', manufacturer: 'MSD', label: POWDER_SOLVENT },
  { dci: DCI.dtp, commercialName: 'Tripvac', manufacturer: 'Serum Institute of India', label: 'Suspension injectable, flacon multidose' },
  { dci: DCI.hepA, commercialName: 'Havrix 720', manufacturer: 'GlaxoSmithKline', label: SOLUTION_SYRINGE, reminder: 180 },
  { dci: DCI.hepA, commercialName: 'Avaxim 80', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE, reminder: 180 },
  { dci: DCI.td, commercialName: 'Diftavax', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE, reminder: TEN_YEARS },
  { dci: DCI.hpv, commercialName: 'Gardasil 9', manufacturer: 'MSD', label: SOLUTION_SYRINGE },
  { dci: DCI.hpv, commercialName: 'Cervarix', manufacturer: 'GlaxoSmithKline', label: SOLUTION_SYRINGE },
  { dci: DCI.fluChild, commercialName: 'Vaxigrip Tetra', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE, reminder: 365 },
  { dci: DCI.fluAdult, commercialName: 'Influvac Tetra', manufacturer: 'Viatris', label: SOLUTION_SYRINGE, reminder: 365 },
  { dci: DCI.covid, commercialName: 'Comirnaty', manufacturer: 'Pfizer-BioNTech', label: 'Dispersion injectable, flacon multidose' },
  { dci: DCI.yellowFever, commercialName: 'Stamaril', manufacturer: 'Sanofi Pasteur', label: POWDER_SOLVENT },
  { dci: DCI.menAcwy, commercialName: 'Nimenrix', manufacturer: 'Pfizer', label: POWDER_SOLVENT },
  { dci: DCI.menAcwy, commercialName: 'Menactra', manufacturer: 'Sanofi Pasteur', label: 'Solution injectable, flacon unidose de 0,5 ml' },
  {
    dci: DCI.typhoid,
    commercialName: 'Typhim Vi',
    manufacturer: 'Sanofi Pasteur',
    label: 'Solution injectable en seringue préremplie, 0,5 ml',
    reminder: 1095,
  },
  { dci: DCI.je, commercialName: 'Ixiaro', manufacturer: 'Valneva', label: SOLUTION_SYRINGE },
  {
    dci: DCI.cholera,
    commercialName: 'Dukoral',
    manufacturer: 'Valneva',
    label: 'Suspension et granulés effervescents pour suspension buvable',
    reminder: 730,
  },
  { dci: DCI.rabiesVero, commercialName: 'Verorab', manufacturer: 'Sanofi Pasteur', label: POWDER_SOLVENT },
  { dci: DCI.rabiesVero, commercialName: 'Rabivax-S', manufacturer: 'Serum Institute of India', label: POWDER_SOLVENT },
  { dci: DCI.rabiesPcec, commercialName: 'Rabipur', manufacturer: 'Bavarian Nordic', label: 'Poudre et solvant pour solution injectable' },
  { dci: DCI.erig, commercialName: 'Equirab', manufacturer: 'Bharat Serums and Vaccines', label: 'Solution injectable, flacon de 5 ml' },
  { dci: DCI.hrig, commercialName: 'Imogam Rage', manufacturer: 'Sanofi Pasteur', label: 'Solution injectable, flacon de 2 ml' },
  { dci: DCI.varicella, commercialName: 'Varilrix', manufacturer: 'GlaxoSmithKline', label: POWDER_SOLVENT },
  { dci: DCI.varicella, commercialName: 'Varivax', manufacturer: 'MSD', label: POWDER_SOLVENT },
  { dci: DCI.rotavirus, commercialName: 'Rotarix', manufacturer: 'GlaxoSmithKline', label: `${ORAL} en applicateur pour administration orale, 1,5 ml` },
  { dci: DCI.rotavirus, commercialName: 'RotaTeq', manufacturer: 'MSD', label: `${ORAL} en tube unidose, 2 ml` },
  { dci: DCI.ppv23, commercialName: 'Pneumovax 23', manufacturer: 'MSD', label: 'Solution injectable en seringue préremplie, 0,5 ml', reminder: 1825 },
  { dci: DCI.hexa, commercialName: 'Hexaxim', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE },
  { dci: DCI.hexa, commercialName: 'Infanrix hexa', manufacturer: 'GlaxoSmithKline', label: POWDER_SOLVENT },
  { dci: DCI.pentaAcellular, commercialName: 'Pentaxim', manufacturer: 'Sanofi Pasteur', label: POWDER_SOLVENT },
  { dci: DCI.pentaAcellular, commercialName: 'Infanrix Quinta', manufacturer: 'GlaxoSmithKline', label: POWDER_SOLVENT },
  { dci: DCI.tetraAcellular, commercialName: 'Tetravac', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE },
  { dci: DCI.menB, commercialName: 'Bexsero', manufacturer: 'GlaxoSmithKline', label: SOLUTION_SYRINGE },
  { dci: DCI.tetanusToxoid, commercialName: 'Tetavax', manufacturer: 'Sanofi Pasteur', label: SOLUTION_SYRINGE, reminder: TEN_YEARS },
  { dci: DCI.tetanusIg, commercialName: 'Tetagam P', manufacturer: 'CSL Behring', label: 'Solution injectable en seringue préremplie, 250 UI' },
];

/**
 * DEMO VALUES: the PCT codes below are made up (prefix 990, seven digits), not the Pharmacie
 * Centrale de Tunisie's real codes; a production database replaces them by import.
 */
export const DEMO_PCT_PREFIX = '990';
export const demoPctCode = (index: number) => `${DEMO_PCT_PREFIX}${String(index + 1).padStart(4, '0')}`;

/**
 * The catalogue's DCIs a database seeded before them lacks (matched on the name, whatever its
 * case), then the specialties whose DCI exists and whose PCT code is free.
 */
export async function seedSpecialties(trx: Transaction<Database>): Promise<void> {
  const existing = await trx
    .selectFrom('dci')
    .select(['id', sql<string>`lower(name)`.as('key')])
    .execute();
  const known = new Set(existing.map((d) => d.key));
  const missing = DCI_CATALOGUE.filter((d) => !known.has(d.name.toLowerCase()));
  if (missing.length > 0) {
    await trx
      .insertInto('dci')
      .values(
        missing.map((d) => ({
          name: d.name,
          name_ar: d.nameAr,
          vaccine_type: d.vaccineType,
          vaccine_category: d.vaccineCategory,
          age_range: d.ageRange,
          is_active: d.isActive,
        })),
      )
      .execute();
  }
  const dcis = await trx
    .selectFrom('dci')
    .select(['id', sql<string>`lower(name)`.as('key')])
    .execute();
  const dciId = new Map(dcis.map((d) => [d.key, d.id]));
  const rows = SPECIALTY_CATALOGUE.flatMap((s, index) => {
    const id = dciId.get(s.dci.toLowerCase());
    if (id === undefined) return []; // deleted by an administrator before this seed ran
    return [
      {
        dci_id: id,
        pct_code: demoPctCode(index),
        commercial_name: s.commercialName,
        manufacturer: s.manufacturer,
        label: s.label,
        label_ar: PRESENTATION_AR[s.label] ?? null,
        reminder: s.reminder ?? null,
        is_active: s.isActive ?? true,
      },
    ];
  });
  if (rows.length > 0)
    await trx
      .insertInto('specialty')
      .values(rows)
      .onConflict((oc) => oc.column('pct_code').doNothing())
      .execute();
}
