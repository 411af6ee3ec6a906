import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardAreas, DashboardQuery } from '@evax/shared/contract';
import { AppProviders } from '@evax/shared/ui';
import { setupI18n } from '../../shared/jest/render';
import { StatisticsFilters } from '../src/statistics/components/StatisticsFilters';
import { statisticsAr } from '../src/statistics/i18n/statistics.ar';
import { statisticsEn } from '../src/statistics/i18n/statistics.en';
import { statisticsFr } from '../src/statistics/i18n/statistics.fr';

const AREAS: DashboardAreas = {
  level: 'centre',
  governorates: [{ id: 11, code: 'TN-11', nameFr: 'Tunis', nameAr: 'تونس' }],
  circonscriptions: [],
  centres: [],
  vaccines: [
    { id: 1, nameFr: 'BCG', nameAr: 'لقاح السل' },
    { id: 2, nameFr: 'Vaccin pentavalent', nameAr: 'اللقاح الخماسي' },
  ],
};

function drawFilters(language: 'fr' | 'ar', query: DashboardQuery = {}) {
  const onChange = jest.fn<void, [DashboardQuery]>();
  setupI18n(language, { fr: statisticsFr, ar: statisticsAr, en: statisticsEn });
  render(
    <AppProviders>
      <StatisticsFilters areas={AREAS} query={query} onChange={onChange} />
    </AppProviders>,
  );
  return onChange;
}

describe('the statistics filters: the vaccine', () => {
  it('offers the catalogue vaccines, at every level; a choice keeps the other filters', async () => {
    const onChange = drawFilters('fr', { from: '2026-01-01' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Vaccin (doses administrées)' }));
    await userEvent.click(await screen.findByTitle('Vaccin pentavalent'));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-01-01', vaccine: 2 });
  });

  it('names the vaccines in Arabic', async () => {
    drawFilters('ar', { vaccine: 1 });
    expect(await screen.findByText('لقاح السل')).toBeInTheDocument();
  });
});
