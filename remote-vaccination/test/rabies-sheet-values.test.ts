import type { RabiesFicheBody } from '@evax/shared/contract';
import { emptySheet, firstUpdateBody, sheetBody, sheetCategory, sheetValues, type RabiesSheetValues } from '../src/antirabies/components/rabies-sheet-values';

describe('the sheet category shown live', () => {
  const contact = { ...emptySheet(), attackType: 'CONTACT', lesionCount: 0 };

  it("is category III for a bat's contact, whichever animal the second aggression came from", () => {
    expect(sheetCategory({ ...contact, species: 'DOG' })).toBe('I');
    expect(sheetCategory({ ...contact, species: 'BAT' })).toBe('III');
    const second = { ...contact, species: 'DOG', hasSecondAggression: true, secondAttackType: 'CONTACT', secondLesionCount: 0 };
    expect(sheetCategory(second)).toBe('I');
    expect(sheetCategory({ ...second, hasSecondAnimal: true, secondSpecies: 'BAT' })).toBe('III');
  });
});

describe("the sheet's values from its details (the first update's start)", () => {
  const EVAX = '123456789';
  /** A category III sheet (serum) with everything filled: two aggressions, two animals, the care and the history. */
  const filled: RabiesSheetValues = {
    ...emptySheet(),
    governorate: 11,
    delegation: 1101,
    address: '3 rue de Marseille',
    weightKg: 30,
    phone: '22123456',
    localCare: true,
    careProduct: 'SOAP',
    carePlace: 'HOME',
    careDelay: 'IMMEDIATE',
    date: '2026-11-20',
    attackType: 'BITE',
    lesionCount: 2,
    lesionLocations: ['HAND', 'HEAD'],
    lesionDepth: 'DEEP',
    lesionSize: 'GT_2_CM',
    hasSecondAggression: true,
    secondDate: '2026-11-21',
    secondAttackType: 'SCRATCH',
    secondLesionCount: 1,
    secondLesionLocations: ['FOOT'],
    secondLesionDepth: 'SUPERFICIAL',
    secondLesionSize: 'LT_0_5_CM',
    species: 'DOG',
    animalState: 'STRAY',
    sentToLab: true,
    rabiesDiagnosis: 'NO',
    ownerKnown: true,
    ownerName: 'Ali Ben Salah',
    ownerPhone: '98765432',
    ownerAddress: 'Sfax',
    vaccinated: true,
    vaccineName: 'Rabisin',
    vaccineLot: 'RB-9',
    lastVaccinationDate: '2026-01-15',
    veterinaryObservation: true,
    hasSecondAnimal: true,
    secondSpecies: 'CAT',
    secondAnimalState: 'KNOWN_OBSERVED',
    previousTreatment: 'NONE',
    emergencyService: true,
    besredkaTest: true,
    serumAmpoules: 2,
    serumTotalMl: 10,
    serumInfiltratedMl: 8,
    serumIntramuscularMl: 2,
  };
  /** The details answer of the sheet fiche/create made of the body (the API keeps the steps as sent, the second ones when flagged). */
  const saved = (body: RabiesFicheBody): Parameters<typeof sheetValues>[0] => ({
    regimen: body.regimen!,
    weightKg: body.weightKg,
    phone: body.phone ?? null,
    previousTreatment: body.history.previousTreatment,
    details: {
      governorate: body.governorate,
      delegation: body.delegation,
      address: body.address,
      localCare: body.localCare,
      careProduct: body.careProduct,
      carePlace: body.carePlace,
      careDelay: body.careDelay,
      aggression: body.aggression,
      secondAggression: body.secondAggression,
      animal: body.animal,
      secondAnimal: body.secondAnimal,
      history: body.history,
      serum: body.serum,
    },
  });

  it('gives back the values the sheet was made of, and so the same body', () => {
    const body = sheetBody(EVAX, filled);
    expect(body.serum).not.toBeNull();
    expect(sheetValues(saved(body))).toEqual(filled);
    expect(sheetBody(EVAX, sheetValues(saved(body)))).toEqual(body);
  });

  it('gives back a sheet sent with the least (one aggression, one animal, no serum, no phone)', () => {
    const least: RabiesSheetValues = { ...emptySheet(), weightKg: 12, date: '2026-11-20', attackType: 'SCRATCH', lesionCount: 1, species: 'CAT' };
    const body = sheetBody(EVAX, least);
    expect(body.serum).toBeNull();
    expect(sheetValues(saved(body))).toEqual(least);
    expect(sheetBody(EVAX, sheetValues(saved(body)))).toEqual(body);
  });

  it("makes the first update's body: confirmed, the animals, the history, the serum only when the sheet asks for it, the phone", () => {
    const values = sheetValues(saved(sheetBody(EVAX, filled)));
    expect(firstUpdateBody(7, { ...values, animalState: 'DEAD', phone: ' ' }, true)).toEqual({
      ficheId: 7,
      confirmed: true,
      animal: { ...sheetBody(EVAX, filled).animal, state: 'DEAD' },
      secondAnimal: sheetBody(EVAX, filled).secondAnimal,
      history: sheetBody(EVAX, filled).history,
      serum: { ampoules: 2, totalMl: 10, infiltratedMl: 8, intramuscularMl: 2 },
      phone: null,
    });
    expect(firstUpdateBody(7, { ...values, hasSecondAnimal: false }, false)).toMatchObject({ secondAnimal: null, serum: null, phone: '22123456' });
  });
});
