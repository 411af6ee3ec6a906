/**
 * A copy of ../shared/data/rabies-pep.json (compiled November 2026, see its PROVENANCE.md, section rabies-pep),
 * kept verbatim as a constant so the API and the screens read it without touching /work/shared.
 * Every value keeps its sources (sourceIds); WER 2018 regimen details are second-hand
 * (verificationStatus: secondary). Not for clinical use without checking the primary documents.
 * The rules of rabies.ts cite the regimens and categories of this file by id.
 */
export const RABIES_PEP = {
  title: 'Rabies post-exposure prophylaxis (PEP) reference - WHO 2018 position and Tunisian practice',
  sources: {
    WHO_SUMMARY_2018: {
      title: 'Rabies vaccines and immunoglobulins: WHO position - Summary of 2017 updates (WHO/CDS/NTD/NZD/2018.04)',
      publisher: 'World Health Organization',
      date: '2018',
      seenVia: 'stored copy of https://ar.scribd.com/document/390691657/WHO-CDS-NTD-NZD-2018-04-eng-pdf (first page text)',
      usedFor:
        "exposure category definitions (verbatim wording), 'Individuals with WHO category II or III exposures should receive PEP without delay', wound washing ~15 minutes",
    },
    WER_2018_TABLE1_VIA_NOTE: {
      title:
        'Rabies vaccines: WHO position paper - April 2018, Weekly Epidemiological Record 93(16):201-220 (20 Apr 2018), Table 1 (PDF p.15), footnotes 73-75; p.8; p.16',
      publisher: 'World Health Organization',
      date: '2018-04-20',
      primaryUrl: 'https://iris.who.int/server/api/core/bitstreams/b3f08b00-3107-4643-a0b2-b473f9599540/content',
      seenVia:
        'NOT read directly. Values quoted (in Vietnamese) with page references and a PDF sha256 prefix (efadc6faa41ae740) in a public GitHub markdown note (repository name not recorded).',
      verificationStatus: 'secondary - re-check against the WER PDF before clinical use',
    },
    VACCINE_2019_TABLE2: {
      title: 'Overview of key changes in the 2018 update of the WHO rabies vaccine position paper (Table 2)',
      publisher: 'Vaccine 2019;37(Suppl 1):A85-A87, doi:10.1016/j.vaccine.2018.10.014 (PMC6863036)',
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6863036/table/t0010',
      usedFor: 'PEP duration/visits and total vaccine volume 2010 vs 2018; RIG infiltration and allocation changes',
    },
    TMID_2017_TABLE1: {
      title: 'Heterogeneity of Rabies Vaccination Recommendations across Asia - Table 1 (WHO recommendations, pre-2018)',
      publisher: 'Trop Med Infect Dis 2017;2(3):23, doi:10.3390/tropicalmed2030023 (PMC6082101)',
      url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC6082101/table/tropicalmed-02-00023-t001',
      usedFor: "pre-2018 WHO category wording incl. 'contact of intact skin with secretions or excretions'; RIG 20 IU/kg (human) and 40 IU/kg (equine)",
    },
    IPT_PAGE: {
      title: 'Vaccination antirabique - Information et recommandations',
      publisher: 'Institut Pasteur de Tunis',
      date: 'undated web page',
      url: 'http://www.pasteur.tn/index.php?option=com_content&view=article&id=115&Itemid=179',
    },
    RAGE_TN: {
      title: 'Le programme national de lutte antirabique',
      publisher: 'Ministère de la Santé (www.rage.tn)',
      date: 'undated',
      url: 'http://www.rage.tn/Fr/le-programme-national-de-lutte-antirabique_11_265',
    },
    BUSINESSNEWS_2024: {
      title: 'Harabech : la Tunisie produisait dans le passé le vaccin contre la rage',
      publisher: 'Business News (Tunisia)',
      date: '2024-08-21',
      url: 'https://www.businessnews.com.tn/harabe--la-tunisie-produisait-dans-le-passe-le-vaccin-contre-la-rage,534,140259,3',
    },
    NVSC_LT: {
      title: 'How many doses does a full rabies vaccination course consist of?',
      publisher: 'National Public Health Center, Lithuania (NVSC)',
      date: '2022-11-23',
      url: 'https://nvsc.lrv.lt/en/faq-1/vaccination-related-questions/how-many-doses-does-a-full-rabies-vaccination-course-consist-of',
      usedFor: 'example of a national programme still using 5 doses on days 0, 3, 7, 14, 28',
    },
  },
  exposureCategories: [
    {
      category: 'I',
      descriptionEn: 'Touching or feeding animals, licks on intact skin',
      pep: 'none (not regarded as an exposure); wash exposed skin',
      sourceIds: ['WHO_SUMMARY_2018', 'TMID_2017_TABLE1'],
    },
    {
      category: 'II',
      descriptionEn: 'Nibbling of uncovered skin, minor scratches or abrasions without bleeding',
      pep: 'wound washing + rabies vaccine as soon as possible (vaccine only). Note: the pre-2018 WHO table (TMID_2017_TABLE1) also listed RIG for immunodeficient people with category II exposure.',
      sourceIds: ['WHO_SUMMARY_2018', 'TMID_2017_TABLE1'],
    },
    {
      category: 'III',
      descriptionEn:
        'Single or multiple transdermal bites or scratches, contamination of mucous membrane or broken skin with saliva from animal licks, exposure due to direct contact with bats',
      pep: 'wound washing + rabies vaccine + rabies immunoglobulin (RIG); 2018 update: RIG prioritised for high-risk category III exposures',
      sourceIds: ['WHO_SUMMARY_2018', 'TMID_2017_TABLE1', 'VACCINE_2019_TABLE2'],
    },
  ],
  generalPrinciples: [
    'Category II or III exposure: start PEP without delay (WHO 2018 summary)',
    'Thorough washing and flushing of all bite wounds and scratches for ~15 minutes with soap/detergent and copious water, as soon as possible (WHO 2018 summary)',
  ],
  regimens: [
    {
      id: 'WHO2018_ID_1WEEK_2SITE',
      name: "1-week, 2-site intradermal ('2-2-2-0-0')",
      route: 'ID',
      population: 'rabies-naive, category II/III',
      visits: [
        {
          day: 0,
          sites: 2,
        },
        {
          day: 3,
          sites: 2,
        },
        {
          day: 7,
          sites: 2,
        },
      ],
      whoStatus: 'WHO-recommended 2018',
      sourceIds: ['WER_2018_TABLE1_VIA_NOTE'],
    },
    {
      id: 'WHO2018_IM_4DOSE',
      name: "2-week intramuscular 4-dose ('Essen 4-dose', '1-1-1-1-0')",
      route: 'IM',
      population: 'rabies-naive, category II/III',
      visits: [
        {
          day: 0,
          sites: 1,
        },
        {
          day: 3,
          sites: 1,
        },
        {
          day: 7,
          sites: 1,
        },
        {
          dayRange: [14, 28],
          sites: 1,
          note: '4th dose any day between day 14 and day 28',
        },
      ],
      whoStatus: 'WHO-recommended 2018',
      sourceIds: ['WER_2018_TABLE1_VIA_NOTE'],
    },
    {
      id: 'WHO2018_IM_ZAGREB',
      name: "3-week intramuscular Zagreb ('2-1-1', written '2-0-1-0-1' in WER footnote 75)",
      route: 'IM',
      population: 'rabies-naive, category II/III',
      visits: [
        {
          day: 0,
          sites: 2,
        },
        {
          day: 7,
          sites: 1,
        },
        {
          day: 21,
          sites: 1,
        },
      ],
      whoStatus: 'WHO-recommended 2018',
      sourceIds: ['WER_2018_TABLE1_VIA_NOTE'],
    },
    {
      id: 'ESSEN_5DOSE',
      name: "Essen 5-dose intramuscular ('1-1-1-1-1')",
      route: 'IM',
      population: 'rabies-naive',
      visits: [
        {
          day: 0,
          sites: 1,
        },
        {
          day: 3,
          sites: 1,
        },
        {
          day: 7,
          sites: 1,
        },
        {
          day: 14,
          sites: 1,
        },
        {
          day: 28,
          sites: 1,
        },
      ],
      whoStatus:
        'described in WER 2018 (p.8) as the schedule most manufacturers recommend (alongside Zagreb); NOT one of the regimens in WER 2018 Table 1. Still used by some national programmes (e.g. Lithuania).',
      sourceIds: ['WER_2018_TABLE1_VIA_NOTE', 'NVSC_LT'],
    },
    {
      id: 'WHO2018_PREVIOUSLY_VACCINATED',
      name: 'Post-exposure booster for previously vaccinated persons',
      population: 'persons with documented prior PrEP or PEP',
      options: [
        {
          route: 'ID',
          visits: [
            {
              day: 0,
              sites: 1,
            },
            {
              day: 3,
              sites: 1,
            },
          ],
        },
        {
          route: 'ID',
          visits: [
            {
              day: 0,
              sites: 4,
            },
          ],
        },
        {
          route: 'IM',
          visits: [
            {
              day: 0,
              sites: 1,
            },
            {
              day: 3,
              sites: 1,
            },
          ],
        },
      ],
      rig: 'not indicated',
      sourceIds: ['WER_2018_TABLE1_VIA_NOTE'],
    },
  ],
  rabiesImmunoglobulin: {
    maxDoseIUperKg: {
      HRIG: 20,
      ERIG: 40,
    },
    administration2018:
      'infiltrate in and around the wound(s) only, up to the maximum calculated dose; no IM injection of the remainder at a distant site (change vs 2010)',
    administrationPre2018:
      'full calculated dose in/around wound, remainder IM at a site distant from vaccination; one administration as soon as possible and within 7 days of first vaccine dose',
    sourceIds: ['WER_2018_TABLE1_VIA_NOTE', 'VACCINE_2019_TABLE2', 'TMID_2017_TABLE1'],
  },
  changes2010to2018: {
    PEPdurationWeeks: {
      '2010': '3-4',
      '2018': '1-2',
    },
    PEPvisits: {
      '2010': '4-5',
      '2018': '3-4',
    },
    PEPtotalVaccineVolume_ml: {
      ID: {
        '2010': 0.8,
        '2018': 0.6,
      },
      IM: {
        '2010': 5,
        '2018': 4,
      },
    },
    sourceIds: ['VACCINE_2019_TABLE2'],
  },
  tunisia: {
    summary:
      'Anti-rabies PEP in Tunisia is free and delivered only in anti-rabies treatment centres approved by the Ministry of Health (IPT and regional centres; list on www.rage.tn). National programme (PNLAR) since 1982; circulaire n°20 du 13 mars 2001; management of exposed persons is the responsibility of the DSSB and the Institut Pasteur de Tunis.',
    ipt: {
      vaccine: 'cell-culture rabies vaccine used since 1996',
      protocols:
        'two WHO-recommended intramuscular (deltoid) protocols are practised - the IPT page text seen does NOT name them or give the days (the detail was not in the retrievable text)',
      stopRule: 'vaccination may be continued or stopped at D7 depending on veterinary observation of the animal',
      rig: "equine immunoglobulins; most of the dose infiltrated locally in and around the wounds, remainder deep IM (note: differs from the WHO 2018 'wound-only' advice)",
      humanCasesNote: 'page states declared human cases (1-2/year) had not received treatment',
    },
    programmeCoordinator2024:
      "Dr Kaouther Harabech (2024-08-21): protocol contains 'au grand maximum cinq injections' (text truncated after this); vaccine now imported; human rabies deaths: 1 (2020), 5 (2021), 5 (2022), 6 (2023), 9 (Jan-Aug 2024)",
    gaps: [
      'Exact current Tunisian PEP schedules (days) not found in any retrievable source',
      'Whether Tunisia has adopted the WHO 2018 abbreviated regimens is not established',
    ],
    sourceIds: ['IPT_PAGE', 'RAGE_TN', 'BUSINESSNEWS_2024'],
  },
  caveat:
    'WER 2018 regimen details were taken from a secondary transcription (see WER_2018_TABLE1_VIA_NOTE); the PDF itself could not be opened here. Not for clinical use without checking the primary document.',
} as const;
