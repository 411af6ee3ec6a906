import type { Transaction } from 'kysely';
import { OPTION_LIST_CODES } from '@evax/shared/contract';
import type { Database } from '../../schema.js';

export interface OptionSeed {
  /** Stable: the areas that reason on a choice (exposure category III calls for immunoglobulins) test it. */
  code: string;
  valueFr: string;
  valueAr: string;
}

export interface OptionListSeed {
  code: string;
  nameFr: string;
  nameAr: string;
  /** The default options, in rank order. */
  options: OptionSeed[];
}

const option = (code: string, valueFr: string, valueAr: string): OptionSeed => ({ code, valueFr, valueAr });

/**
 * The drop-downs the other areas need (child registration, vaccination, anti-rabies
 * protocol, medical folder, users), in French and Arabic. Every value passes the rules the forms
 * apply (isFrenchText, isArabicText), which the tests check.
 */
export const OPTION_LISTS: OptionListSeed[] = [
  {
    code: OPTION_LIST_CODES.birthType,
    nameFr: 'Type de naissance',
    nameAr: 'نوع الولادة',
    options: [
      option('TERM', 'Naissance à terme', 'ولادة في الأجل'),
      option('PREMATURE_LT28', 'Prématuré - moins de 28 semaines', 'خديج - أقل من 28 أسبوعا'),
      option('PREMATURE_28_32', 'Prématuré - 28 à moins de 32 semaines', 'خديج - من 28 إلى أقل من 32 أسبوعا'),
      option('PREMATURE_32_37', 'Prématuré - 32 à moins de 37 semaines', 'خديج - من 32 إلى أقل من 37 أسبوعا'),
      option('POST_TERM', 'Post-terme - 42 semaines ou plus', 'ولادة بعد الأجل - 42 أسبوعا أو أكثر'),
    ],
  },
  {
    code: OPTION_LIST_CODES.injectionSite,
    nameFr: "Site d'injection",
    nameAr: 'موضع الحقن',
    options: [
      option('LEFT_ARM', 'Bras gauche', 'الذراع الأيسر'),
      option('RIGHT_ARM', 'Bras droit', 'الذراع الأيمن'),
      option('LEFT_THIGH', 'Cuisse gauche', 'الفخذ الأيسر'),
      option('RIGHT_THIGH', 'Cuisse droite', 'الفخذ الأيمن'),
      option('ORAL', 'Voie orale', 'عن طريق الفم'),
      option('LOCAL', 'Voie locale (infiltration de la plaie)', 'موضعي (حقن حول الجرح)'),
      option('GENERAL', 'Voie générale', 'عن طريق عام'),
    ],
  },
  {
    code: OPTION_LIST_CODES.animalSpecies,
    nameFr: 'Espèce animale',
    nameAr: 'فصيلة الحيوان',
    options: [
      option('DOG', 'Chien', 'كلب'),
      option('CAT', 'Chat', 'قط'),
      option('RODENT', 'Rongeur (rat, souris)', 'قارض (جرذ، فأر)'),
      option('DONKEY', 'Âne', 'حمار'),
      option('HORSE', 'Cheval', 'حصان'),
      option('CATTLE', 'Bovin', 'بقر'),
      option('SHEEP_GOAT', 'Ovin ou caprin', 'غنم أو ماعز'),
      option('CAMEL', 'Dromadaire', 'جمل'),
      option('JACKAL_FOX', 'Chacal ou renard', 'ابن آوى أو ثعلب'),
      option('BAT', 'Chauve-souris', 'خفاش'),
      option('OTHER', 'Autre', 'أخرى'),
    ],
  },
  {
    code: OPTION_LIST_CODES.attackType,
    nameFr: "Type d'agression",
    nameAr: 'نوع الاعتداء',
    options: [
      option('BITE', 'Morsure', 'عضة'),
      option('SCRATCH', 'Griffure', 'خدش'),
      option('LICK_BROKEN_SKIN', 'Léchage sur peau lésée', 'لعق على جلد مجروح'),
      option('LICK_MUCOSA', 'Léchage des muqueuses', 'لعق الأغشية المخاطية'),
      option('CONTACT', 'Contact avec un animal suspect', 'ملامسة حيوان مشتبه فيه'),
    ],
  },
  {
    code: OPTION_LIST_CODES.exposureCategory,
    nameFr: "Catégorie d'exposition",
    nameAr: 'صنف التعرض',
    options: [
      option('CAT_I', 'Catégorie I - contact ou léchage sur peau intacte', 'الصنف الأول - لمس أو لعق على جلد سليم'),
      option('CAT_II', 'Catégorie II - mordillage de la peau nue, griffure sans saignement', 'الصنف الثاني - عض خفيف للجلد العاري، خدش دون نزيف'),
      option(
        'CAT_III',
        'Catégorie III - morsure ou griffure transdermique, léchage sur peau lésée ou muqueuse',
        'الصنف الثالث - عضة أو خدش عبر الجلد، لعق على جلد مجروح أو غشاء مخاطي',
      ),
    ],
  },
  {
    code: OPTION_LIST_CODES.woundSite,
    nameFr: 'Siège de la blessure',
    nameAr: 'موضع الإصابة',
    options: [
      option('HEAD_NECK', 'Tête et cou', 'الرأس والرقبة'),
      option('HAND', 'Main', 'اليد'),
      option('UPPER_LIMB', 'Membre supérieur', 'الطرف العلوي'),
      option('TRUNK', 'Tronc', 'الجذع'),
      option('LOWER_LIMB', 'Membre inférieur', 'الطرف السفلي'),
      option('GENITALS', 'Organes génitaux', 'الأعضاء التناسلية'),
    ],
  },
  {
    code: OPTION_LIST_CODES.parentRole,
    nameFr: 'Qualité du parent',
    nameAr: 'صفة الولي',
    options: [
      option('FATHER', 'Père', 'الأب'),
      option('MOTHER', 'Mère', 'الأم'),
      option('GUARDIAN', "Gardien (garde de l'enfant)", 'الحاضن'),
      option('TUTOR', 'Tuteur légal', 'الوصي'),
    ],
  },
  {
    code: OPTION_LIST_CODES.allergyType,
    nameFr: "Type d'allergie",
    nameAr: 'نوع الحساسية',
    options: [
      option('FOOD', 'Alimentaire', 'غذائية'),
      option('EGG', "Protéines de l'œuf", 'بروتين البيض'),
      option('DRUG', 'Médicamenteuse', 'دوائية'),
      option('VACCINE', "Composant d'un vaccin", 'أحد مكونات اللقاح'),
      option('LATEX', 'Latex', 'اللاتكس'),
      option('INSECT', "Piqûre d'insecte", 'لسعة حشرة'),
      option('RESPIRATORY', 'Respiratoire (pollen, acariens)', 'تنفسية (حبوب اللقاح، العث)'),
      option('OTHER', 'Autre', 'أخرى'),
    ],
  },
  {
    code: OPTION_LIST_CODES.civility,
    nameFr: 'Civilité',
    nameAr: 'اللقب',
    options: [option('MR', 'Monsieur', 'السيد'), option('MRS', 'Madame', 'السيدة'), option('MISS', 'Mademoiselle', 'الآنسة')],
  },
];

/** The system lists and their default options; a list whose code is taken already is left alone. */
export async function seedOptionLists(trx: Transaction<Database>): Promise<void> {
  for (const list of OPTION_LISTS) {
    const inserted = await trx
      .insertInto('option_list')
      .values({ code: list.code, name_fr: list.nameFr, name_ar: list.nameAr, is_system: true })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    await trx
      .insertInto('option_list_item')
      .values(
        list.options.map((o, index) => ({ list_id: inserted.id, is_default: true, code: o.code, rank: index + 1, value_fr: o.valueFr, value_ar: o.valueAr })),
      )
      .execute();
  }
}
