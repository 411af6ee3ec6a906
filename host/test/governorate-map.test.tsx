import { render, screen } from '@testing-library/react';
import type { DashboardGovernorate } from '@evax/shared/contract';
import { AppProviders } from '@evax/shared/ui';
import { setupI18n } from '../../shared/jest/render';
import { statisticsAr } from '../src/statistics/i18n/statistics.ar';
import { statisticsEn } from '../src/statistics/i18n/statistics.en';
import { statisticsFr } from '../src/statistics/i18n/statistics.fr';
import { GovernorateMap } from '../src/statistics/map/GovernorateMap';
import { MAP_VIEW_BOX } from '../src/statistics/map/governorate-paths';
import { viewBoxAround } from '../src/statistics/map/map-view-box';

const TUNIS: DashboardGovernorate = { id: 11, code: 'TN-11', nameFr: 'Tunis', nameAr: 'تونس' };
const SFAX: DashboardGovernorate = { id: 61, code: 'TN-61', nameFr: 'Sfax', nameAr: 'صفاقس' };

function drawMap(governorates: DashboardGovernorate[], zoomed: boolean) {
  setupI18n('fr', { fr: statisticsFr, ar: statisticsAr, en: statisticsEn });
  render(
    <AppProviders>
      <GovernorateMap values={new Map([[TUNIS.id, 5]])} governorates={governorates} zoomed={zoomed} onSelect={() => undefined} />
    </AppProviders>,
  );
  return screen.getByTestId('governorate-map');
}

describe('the governorate map', () => {
  it('frames a shape with a margin: its points inside the box, the box far smaller than the country', () => {
    const [x, y, width, height] = viewBoxAround('M10,20L30,20L30,60L10,60Z').split(' ').map(Number) as [number, number, number, number];
    expect(x).toBeLessThan(10);
    expect(y).toBeLessThan(20);
    expect(x + width).toBeGreaterThan(30);
    expect(y + height).toBeGreaterThan(60);
    expect(width).toBeLessThan(60);
    expect(viewBoxAround(undefined)).toBe(MAP_VIEW_BOX);
  });

  it('below the national level, zoomed to the one governorate the user sees', () => {
    const map = drawMap([TUNIS], true);
    expect(map).toHaveAttribute('data-zoomed', 'TN-11');
    const [, , width] = map.getAttribute('viewBox')!.split(' ').map(Number);
    expect(width).toBeLessThan(60);
  });

  it('at the national level, the whole country', () => {
    const map = drawMap([TUNIS, SFAX], false);
    expect(map).not.toHaveAttribute('data-zoomed');
    expect(map).toHaveAttribute('viewBox', MAP_VIEW_BOX);
  });
});
