import { screen, within } from '@testing-library/react';
import { API_PATHS, type RabiesDashboard } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesDashboardPage from '../src/rabies-dashboard/pages/RabiesDashboardPage';

// The charts (canvas) are @ant-design/charts' own; here, what the page hands them.
jest.mock('../src/rabies-dashboard/components/RabiesDashboardCharts', () => ({
  RabiesDashboardCharts: ({ byMonth }: { byMonth: unknown[] }) => <div data-testid="charts">{byMonth.length} months</div>,
}));

const ANSWER: RabiesDashboard = {
  from: '2026-01-01',
  to: '2026-11-27',
  governorate: null,
  governorates: [
    { id: 1, nameFr: 'Tunis', nameAr: 'تونس' },
    { id: 2, nameFr: 'Ariana', nameAr: 'أريانة' },
  ],
  kpis: { opened: 12480, inProgress: 1325, complete: 10240, absent: 412, categoryIII: 3, categorized: 8, categoryIIIShare: 0.375, openTooLong: 57 },
  byMonth: [
    { month: '2026-10', opened: 1000, complete: 900 },
    { month: '2026-11', opened: 980, complete: 400 },
  ],
  byCategory: [
    { category: 'I', count: 0 },
    { category: 'II', count: 5 },
    { category: 'III', count: 3 },
    { category: 'NONE', count: 1 },
  ],
};
const card = (key: string) => within(screen.getByTestId(`rabies-kpi-${key}`));
/** A card's figure as shown (antd's Statistic content). */
const figure = (key: string) => screen.getByTestId(`rabies-kpi-${key}`).querySelector('.ant-statistic-content')?.textContent;

describe('the anti-rabies dashboard', () => {
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
  });

  it('shows each figure formatted in French; the period and governorate of the URL go to the API', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.rabiesDashboard ? { data: ANSWER } : undefined));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesDashboardPage />, { route: '/admin/vaccine-antirabique?from=2026-01-01&to=2026-11-27&governorate=2' });

    expect(await screen.findByText('3 sur 8 expositions')).toBeInTheDocument();
    expect(card('opened').getByText('Fiches ouvertes')).toBeInTheDocument();
    expect(figure('opened')).toBe('12\u202f480');
    expect(figure('inProgress')).toBe('1\u202f325');
    expect(figure('complete')).toBe('10\u202f240');
    expect(figure('absent')).toBe('412');
    expect(figure('categoryIIIShare')).toBe('37,5\u00a0%');
    expect(card('openTooLong').getByText('Fiches A1/A2 ouvertes depuis plus de 14 jours')).toBeInTheDocument();
    expect(figure('openTooLong')).toBe('57');
    expect(await screen.findByTestId('charts')).toHaveTextContent('2 months');
    expect(seen[0]?.params).toEqual({ from: '2026-01-01', to: '2026-11-27', governorate: 2 });
  });

  it('reads in Arabic, with Western digits grouped per Intl', async () => {
    const seen = fakeHttp(() => ({ data: ANSWER }));
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<RabiesDashboardPage />, { route: '/admin/vaccine-antirabique' });

    expect(await screen.findByText('3 من 8 تعرضات')).toBeInTheDocument();
    expect(card('opened').getByText('البطاقات المفتوحة')).toBeInTheDocument();
    expect(figure('opened')).toBe(new Intl.NumberFormat('ar-TN').format(12480));
    expect(figure('opened')).toMatch(/^12\D480$/);
    expect(figure('categoryIIIShare')).toBe(new Intl.NumberFormat('ar-TN', { style: 'percent', maximumFractionDigits: 1 }).format(0.375));
    expect(figure('categoryIIIShare')).toMatch(/37\D5/);
    expect(card('openTooLong').getByText('بطاقات A1/A2 مفتوحة منذ أكثر من 14 يوما')).toBeInTheDocument();
    // No period in the URL: the last twelve months.
    expect(seen[0]?.params).toMatchObject({ from: expect.stringMatching(/^\d{4}-\d{2}-01$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
