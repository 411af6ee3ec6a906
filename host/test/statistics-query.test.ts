import { readStatisticsView, withArea, writeStatisticsView } from '../src/statistics/query';
import { classBounds, classOf } from '../src/statistics/map/colour-scale';

describe('the home statistics view in the URL', () => {
  test('a written view reads back the same (a copied URL reproduces it)', () => {
    const view = { query: { governorate: 3, centre: 7, from: '2026-01-01', to: '2026-06-30', ageMin: 0, ageMax: 5 }, indicator: 'children' as const };
    expect(readStatisticsView(writeStatisticsView(view))).toEqual(view);
  });
  test('what is malformed is left out; the indicator defaults to doses', () => {
    expect(readStatisticsView(new URLSearchParams('governorate=abc&from=2026-13&ageMin=-1&indicator=x'))).toEqual({ query: {}, indicator: 'doses' });
  });
  test('a governorate chosen drops the circonscription and centre; a circonscription, the centre', () => {
    expect(withArea({ governorate: 1, circonscription: 2, centre: 3, vaccine: 4 }, { governorate: 5 })).toEqual({ governorate: 5, vaccine: 4 });
    expect(withArea({ governorate: 1, circonscription: 2, centre: 3 }, { circonscription: undefined })).toEqual({ governorate: 1 });
  });
});

describe('the map colours', () => {
  test('five classes up to the highest value; no value is grey', () => {
    const bounds = classBounds(100);
    expect(bounds).toEqual([20, 40, 60, 80, 100]);
    expect(classOf(1, bounds)).toBe(0);
    expect(classOf(100, bounds)).toBe(4);
    expect(classOf(0, bounds)).toBeNull();
    expect(classOf(undefined, bounds)).toBeNull();
    expect(classBounds(0)).toEqual([]);
  });
});
