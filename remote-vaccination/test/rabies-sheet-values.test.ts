import { emptySheet, sheetCategory } from '../src/antirabies/components/rabies-sheet-values';

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
