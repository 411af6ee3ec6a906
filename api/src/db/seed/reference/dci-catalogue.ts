import type { VaccineCategory, VaccineType } from '@evax/shared/contract';

export interface DciSeed {
  name: string;
  vaccineType: VaccineType;
  vaccineCategory: VaccineCategory;
  /** WHO age codes at which it is given; empty: any age. */
  ageRange: string[];
  isActive: boolean;
  /** Code of the routine schedule entry (data/tn-immunization-schedule.json) this DCI delivers. */
  scheduleCode?: string;
}

const routine = (name: string, vaccineType: VaccineType, ageRange: string[], scheduleCode?: string, isActive = true): DciSeed => ({
  name,
  vaccineType,
  vaccineCategory: 'routine',
  ageRange,
  isActive,
  scheduleCode,
});
const other = (vaccineCategory: VaccineCategory, name: string, vaccineType: VaccineType, ageRange: string[] = []): DciSeed => ({
  name,
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
  routine('BCG (vaccin tuberculeux vivant atténué)', 'live_attenuated', ['B'], 'BCG'),
  routine("Vaccin de l'hépatite B pédiatrique (ADNr)", 'recombinant', ['B'], 'HBV0'),
  routine('Vaccin pentavalent DTC-Hib-HB', 'combined', ['M2', 'M3', 'M6'], 'PENTA'),
  routine('Vaccin poliomyélitique inactivé (VPI)', 'inactivated', ['M2', 'M3', 'M6'], 'VPI'),
  routine('Vaccin poliomyélitique oral bivalent (VPOb)', 'live_attenuated', ['M18', 'Y6', 'Y12', 'Y18'], 'VPO'),
  routine('Vaccin pneumococcique conjugué 10-valent (VPC10)', 'conjugate', ['M2', 'M4', 'M11'], 'VPC10'),
  routine('Vaccin rougeole-rubéole (RR)', 'live_attenuated', ['M12', 'M18'], 'RR'),
  routine('Vaccin diphtérie-tétanos-coqueluche (DTC)', 'combined', ['M18'], 'DTC4'),
  routine("Vaccin de l'hépatite A pédiatrique", 'inactivated', ['M12', 'Y6'], 'HEPA'),
  routine('Vaccin diphtérie-tétanos à dose réduite (dT)', 'toxoid', ['Y7', 'Y12', 'Y18'], 'Td'),
  routine('Vaccin papillomavirus humain (HPV)', 'recombinant', ['Y12'], 'HPV'),
  routine('Vaccin diphtérie-tétanos pédiatrique (DT)', 'toxoid', ['M2', 'M3', 'M6', 'M18']),
  routine('Vaccin poliomyélitique oral trivalent (VPOt)', 'live_attenuated', ['M2', 'M3', 'M6', 'M18', 'Y6'], undefined, false),
  routine('Vaccin tétravalent DTC-Hib', 'combined', ['M2', 'M3', 'M6'], undefined, false),
  other('seasonal', 'Vaccin grippal inactivé quadrivalent (enfant)', 'inactivated', ['M6']),
  other('seasonal', 'Vaccin grippal inactivé quadrivalent (adulte)', 'inactivated', ['Y65']),
  other('seasonal', 'Vaccin COVID-19 à ARNm', 'mrna', ['Y12']),
  other('international', 'Vaccin amaril (fièvre jaune)', 'live_attenuated', ['M9']),
  other('international', 'Vaccin méningococcique conjugué ACWY', 'conjugate', ['Y2']),
  other('international', 'Vaccin typhoïdique polyosidique Vi', 'subunit', ['Y2']),
  other('international', "Vaccin de l'encéphalite japonaise inactivé", 'inactivated', ['M2']),
  other('international', 'Vaccin anticholérique oral inactivé', 'inactivated', ['Y1']),
  other('rabies', 'Vaccin rabique préparé sur cellules Vero', 'inactivated'),
  other('rabies', "Vaccin rabique préparé sur cellules d'embryon de poulet (PCEC)", 'inactivated'),
  other('rabies', 'Immunoglobulines antirabiques équines (ERIG)', 'immunoglobulin'),
  other('rabies', 'Immunoglobulines antirabiques humaines (HRIG)', 'immunoglobulin'),
  other('occasional', 'Vaccin varicelle vivant atténué', 'live_attenuated', ['M12']),
  other('occasional', 'Vaccin rougeole-oreillons-rubéole (ROR)', 'live_attenuated', ['M12']),
  other('occasional', 'Vaccin rotavirus oral', 'live_attenuated', ['M2', 'M4']),
  other('occasional', 'Vaccin pneumococcique polyosidique 23-valent (VPP23)', 'subunit', ['Y2']),
  other('occasional', 'Vaccin hexavalent DTCa-VPI-Hib-HB', 'combined', ['M2', 'M4', 'M11']),
  other('occasional', 'Vaccin pentavalent DTCa-VPI-Hib', 'combined', ['M2', 'M4', 'M11', 'M18']),
  other('occasional', 'Vaccin tétravalent DTCa-VPI', 'combined', ['Y6']),
  other('occasional', 'Vaccin pneumococcique conjugué 13-valent (VPC13)', 'conjugate', ['M2', 'M4', 'M11']),
  other('occasional', 'Vaccin méningococcique B', 'recombinant', ['M2']),
  other('occasional', 'Anatoxine tétanique (VAT)', 'toxoid'),
  other('occasional', 'Immunoglobulines tétaniques humaines', 'immunoglobulin'),
];
