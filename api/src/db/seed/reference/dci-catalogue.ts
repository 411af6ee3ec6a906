import type { VaccineCategory, VaccineType } from '@evax/shared/contract';

export interface DciSeed {
  name: string;
  /** The name as Arabic pages show it. */
  nameAr: string;
  vaccineType: VaccineType;
  vaccineCategory: VaccineCategory;
  /** WHO age codes at which it is given; empty: any age. */
  ageRange: string[];
  isActive: boolean;
  /** Code of the routine schedule entry (data/tn-immunization-schedule.json) this DCI delivers. */
  scheduleCode?: string;
}

const routine = (name: string, nameAr: string, vaccineType: VaccineType, ageRange: string[], scheduleCode?: string, isActive = true): DciSeed => ({
  name,
  nameAr,
  vaccineType,
  vaccineCategory: 'routine',
  ageRange,
  isActive,
  scheduleCode,
});
const other = (vaccineCategory: VaccineCategory, name: string, nameAr: string, vaccineType: VaccineType, ageRange: string[] = []): DciSeed => ({
  name,
  nameAr,
  vaccineType,
  vaccineCategory,
  ageRange,
  isActive: true,
});

/**
 * The vaccines of the Tunisian routine schedule (WHO/UNICEF JRF 2023, HPV since 2025), the two
 * products the programme withdrew, and the usual seasonal, travel, anti-rabies and occasional ones
 * (including those of the specialties sold in Tunisia: acellular combinations, PCV13, PCEC rabies).
 */
export const DCI_CATALOGUE: DciSeed[] = [
  routine('BCG (vaccin tuberculeux vivant atténué)', 'لقاح السل الحي المضعف (بي سي جي)', 'live_attenuated', ['B'], 'BCG'),
  routine("Vaccin de l'hépatite B pédiatrique (ADNr)", 'لقاح التهاب الكبد الفيروسي ب للأطفال (الحمض النووي المؤتلف)', 'recombinant', ['B'], 'HBV0'),
  routine(
    'Vaccin pentavalent DTC-Hib-HB',
    'اللقاح الخماسي (الخناق والكزاز والسعال الديكي والمستدمية النزلية ب والتهاب الكبد ب)',
    'combined',
    ['M2', 'M3', 'M6'],
    'PENTA',
  ),
  routine('Vaccin poliomyélitique inactivé (VPI)', 'لقاح شلل الأطفال المعطل (الحقن)', 'inactivated', ['M2', 'M3', 'M6'], 'VPI'),
  routine('Vaccin poliomyélitique oral bivalent (VPOb)', 'لقاح شلل الأطفال الفموي ثنائي التكافؤ', 'live_attenuated', ['M18', 'Y6', 'Y12', 'Y18'], 'VPO'),
  routine('Vaccin pneumococcique conjugué 10-valent (VPC10)', 'لقاح المكورات الرئوية المقترن (10 أنماط)', 'conjugate', ['M2', 'M4', 'M11'], 'VPC10'),
  routine('Vaccin rougeole-rubéole (RR)', 'لقاح الحصبة والحصبة الألمانية', 'live_attenuated', ['M12', 'M18'], 'RR'),
  routine('Vaccin diphtérie-tétanos-coqueluche (DTC)', 'لقاح الخناق والكزاز والسعال الديكي', 'combined', ['M18'], 'DTC4'),
  routine("Vaccin de l'hépatite A pédiatrique", 'لقاح التهاب الكبد الفيروسي أ للأطفال', 'inactivated', ['M12', 'Y6'], 'HEPA'),
  routine('Vaccin diphtérie-tétanos à dose réduite (dT)', 'لقاح الخناق والكزاز بجرعة مخفضة', 'toxoid', ['Y7', 'Y12', 'Y18'], 'Td'),
  routine('Vaccin papillomavirus humain (HPV)', 'لقاح فيروس الورم الحليمي البشري', 'recombinant', ['Y12'], 'HPV'),
  routine('Vaccin diphtérie-tétanos pédiatrique (DT)', 'لقاح الخناق والكزاز للأطفال', 'toxoid', ['M2', 'M3', 'M6', 'M18']),
  routine(
    'Vaccin poliomyélitique oral trivalent (VPOt)',
    'لقاح شلل الأطفال الفموي ثلاثي التكافؤ',
    'live_attenuated',
    ['M2', 'M3', 'M6', 'M18', 'Y6'],
    undefined,
    false,
  ),
  routine(
    'Vaccin tétravalent DTC-Hib',
    'اللقاح الرباعي (الخناق والكزاز والسعال الديكي والمستدمية النزلية ب)',
    'combined',
    ['M2', 'M3', 'M6'],
    undefined,
    false,
  ),
  other('seasonal', 'Vaccin grippal inactivé quadrivalent (enfant)', 'لقاح النزلة الموسمية المعطل رباعي التكافؤ (للأطفال)', 'inactivated', ['M6']),
  other('seasonal', 'Vaccin grippal inactivé quadrivalent (adulte)', 'لقاح النزلة الموسمية المعطل رباعي التكافؤ (للكهول)', 'inactivated', ['Y65']),
  other('seasonal', 'Vaccin COVID-19 à ARNm', 'لقاح كوفيد-19 بالحمض النووي الريبي المرسال', 'mrna', ['Y12']),
  other('international', 'Vaccin amaril (fièvre jaune)', 'لقاح الحمى الصفراء', 'live_attenuated', ['M9']),
  other('international', 'Vaccin méningococcique conjugué ACWY', 'لقاح المكورات السحائية المقترن الرباعي (أ، ج، و، ي)', 'conjugate', ['Y2']),
  other('international', 'Vaccin typhoïdique polyosidique Vi', 'لقاح حمى التيفوئيد السكريدي', 'subunit', ['Y2']),
  other('international', "Vaccin de l'encéphalite japonaise inactivé", 'لقاح التهاب الدماغ الياباني المعطل', 'inactivated', ['M2']),
  other('international', 'Vaccin anticholérique oral inactivé', 'لقاح الكوليرا الفموي المعطل', 'inactivated', ['Y1']),
  other('rabies', 'Vaccin rabique préparé sur cellules Vero', 'لقاح داء الكلب المحضر على خلايا فيرو', 'inactivated'),
  other('rabies', "Vaccin rabique préparé sur cellules d'embryon de poulet (PCEC)", 'لقاح داء الكلب المحضر على خلايا أجنة الدجاج', 'inactivated'),
  other('rabies', 'Immunoglobulines antirabiques équines (ERIG)', 'الغلوبولينات المناعية المضادة لداء الكلب من أصل خيلي', 'immunoglobulin'),
  other('rabies', 'Immunoglobulines antirabiques humaines (HRIG)', 'الغلوبولينات المناعية البشرية المضادة لداء الكلب', 'immunoglobulin'),
  other('occasional', 'Vaccin varicelle vivant atténué', 'لقاح جدري الماء الحي المضعف', 'live_attenuated', ['M12']),
  other('occasional', 'Vaccin rougeole-oreillons-rubéole (ROR)', 'لقاح الحصبة والنكاف والحصبة الألمانية', 'live_attenuated', ['M12']),
  other('occasional', 'Vaccin rotavirus oral', 'لقاح فيروس الروتا الفموي', 'live_attenuated', ['M2', 'M4']),
  other('occasional', 'Vaccin pneumococcique polyosidique 23-valent (VPP23)', 'لقاح المكورات الرئوية السكريدي (23 نمطا)', 'subunit', ['Y2']),
  other(
    'occasional',
    'Vaccin hexavalent DTCa-VPI-Hib-HB',
    'اللقاح السداسي (الخناق والكزاز والسعال الديكي اللاخلوي وشلل الأطفال المعطل والمستدمية النزلية ب والتهاب الكبد ب)',
    'combined',
    ['M2', 'M4', 'M11'],
  ),
  other(
    'occasional',
    'Vaccin pentavalent DTCa-VPI-Hib',
    'اللقاح الخماسي اللاخلوي (الخناق والكزاز والسعال الديكي اللاخلوي وشلل الأطفال المعطل والمستدمية النزلية ب)',
    'combined',
    ['M2', 'M4', 'M11', 'M18'],
  ),
  other('occasional', 'Vaccin tétravalent DTCa-VPI', 'اللقاح الرباعي اللاخلوي (الخناق والكزاز والسعال الديكي اللاخلوي وشلل الأطفال المعطل)', 'combined', [
    'Y6',
  ]),
  other('occasional', 'Vaccin pneumococcique conjugué 13-valent (VPC13)', 'لقاح المكورات الرئوية المقترن (13 نمطا)', 'conjugate', ['M2', 'M4', 'M11']),
  other('occasional', 'Vaccin méningococcique B', 'لقاح المكورات السحائية من النمط ب', 'recombinant', ['M2']),
  other('occasional', 'Anatoxine tétanique (VAT)', 'ذوفان الكزاز (اللقاح المضاد للكزاز)', 'toxoid'),
  other('occasional', 'Immunoglobulines tétaniques humaines', 'الغلوبولينات المناعية البشرية المضادة للكزاز', 'immunoglobulin'),
];

/**
 * The antigens of the catalogue's occasional, seasonal and international vaccines (migration
 * 0034), named as the routine schedule names its own (data/tn-immunization-schedule.json), so that
 * an allergy precaution (vaccine_allergy_precaution) concerns them too. Immunoglobulins protect
 * against no antigen of their own and have none.
 */
export const CATALOGUE_ANTIGENS: Record<string, string[]> = {
  'Vaccin grippal inactivé quadrivalent (enfant)': ['Influenza'],
  'Vaccin grippal inactivé quadrivalent (adulte)': ['Influenza'],
  'Vaccin COVID-19 à ARNm': ['COVID19'],
  'Vaccin amaril (fièvre jaune)': ['YellowFever'],
  'Vaccin méningococcique conjugué ACWY': ['MenACWY'],
  'Vaccin typhoïdique polyosidique Vi': ['Typhoid'],
  "Vaccin de l'encéphalite japonaise inactivé": ['JE'],
  'Vaccin anticholérique oral inactivé': ['Cholera'],
  'Vaccin varicelle vivant atténué': ['Varicella'],
  'Vaccin rougeole-oreillons-rubéole (ROR)': ['Measles', 'Mumps', 'Rubella'],
  'Vaccin rotavirus oral': ['Rotavirus'],
  'Vaccin pneumococcique polyosidique 23-valent (VPP23)': ['PPSV23'],
  'Vaccin hexavalent DTCa-VPI-Hib-HB': ['D', 'T', 'aP', 'IPV', 'Hib', 'HepB'],
  'Vaccin pentavalent DTCa-VPI-Hib': ['D', 'T', 'aP', 'IPV', 'Hib'],
  'Vaccin tétravalent DTCa-VPI': ['D', 'T', 'aP', 'IPV'],
  'Vaccin pneumococcique conjugué 13-valent (VPC13)': ['PCV13'],
  'Vaccin méningococcique B': ['MenB'],
  'Anatoxine tétanique (VAT)': ['T'],
};

/**
 * How long a dose of the catalogue's vaccines protects, in days (migration 0050, issue 30): another
 * dose within that time is refused (spec 2 §8 "still valid"). From the WHO position papers and the
 * national schedule; the DCIs not named keep none (the routine schedule's doses, the rabies
 * protocol and the occasional series follow their own intervals). docs/decisions/vaccination.md.
 */
export const CATALOGUE_VALIDITY_DAYS: Record<string, number> = {
  // One dose a season; a child's first season takes two doses four weeks apart (WHO), so only those four weeks.
  'Vaccin grippal inactivé quadrivalent (enfant)': 28,
  'Vaccin grippal inactivé quadrivalent (adulte)': 180,
  'Vaccin COVID-19 à ARNm': 180,
  // Lifelong since the 2016 amendment of the International Health Regulations.
  'Vaccin amaril (fièvre jaune)': 36500,
  'Vaccin méningococcique conjugué ACWY': 5 * 365,
  'Vaccin typhoïdique polyosidique Vi': 3 * 365,
  // Two-dose primary series: the second from 28 (JE) and 14 (cholera) days after the first.
  "Vaccin de l'encéphalite japonaise inactivé": 28,
  'Vaccin anticholérique oral inactivé': 14,
  'Vaccin pneumococcique polyosidique 23-valent (VPP23)': 5 * 365,
};
