import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type RoutineVaccinationChildRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RoutineVaccinationListPage from '../src/routine/pages/RoutineVaccinationListPage';

const child = {
  evaxNumber: '223456789',
  firstNameFr: 'Lina',
  lastNameFr: 'Ben Ali',
  firstNameAr: 'لينا',
  lastNameAr: 'بن علي',
  birthDate: '2025-01-15',
  gender: 'female',
  governorate: null,
  structure: null,
} as const;

const rows: RoutineVaccinationChildRow[] = [
  {
    ...child,
    id: 1,
    dosesGiven: 4,
    lastVaccinationDate: '2025-03-17',
    nextDue: { dciName: 'Vaccin pentavalent', dciNameAr: 'اللقاح الخماسي', doseNumber: 2, date: '2025-04-15' },
    scheduleState: 'overdue',
  },
  { ...child, id: 2, evaxNumber: '323456789', dosesGiven: 0, lastVaccinationDate: null, nextDue: null, scheduleState: 'complete' },
];

describe('routine vaccination list page', () => {
  afterEach(restoreHttp);

  it('shows the children with their doses and last vaccination date', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.routineVaccinationChildren ? { data: { count: 2, results: rows } } : undefined));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RoutineVaccinationListPage />, { route: '/admin/vaccine/routine-vaccination?ordering=-dosesGiven' });

    expect(await screen.findByText('223456789')).toBeInTheDocument();
    expect(screen.getByText('17/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Aucune')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('Vaccin pentavalent - 2 (15/04/2025)')).toBeInTheDocument();
    expect(screen.getByText('En retard')).toBeInTheDocument();
    expect(screen.getByText('Complet')).toBeInTheDocument();
    expect(screen.getAllByText('Lina Ben Ali')).toHaveLength(2);
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10, ordering: '-dosesGiven' });
  });

  it('names the children in Arabic in Arabic', async () => {
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<RoutineVaccinationListPage />, { route: '/admin/vaccine/routine-vaccination' });

    expect(await screen.findAllByText('لينا بن علي')).toHaveLength(2);
    expect(screen.getByText('لا يوجد')).toBeInTheDocument();
    expect(screen.getByText('اللقاح الخماسي - 2 (15/04/2025)')).toBeInTheDocument();
  });

  it('filters by schedule state: the state chosen goes to the API, and one in the URL is shown chosen (fr, ar)', async () => {
    const seen = fakeHttp(() => ({ data: { count: 2, results: rows } }));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RoutineVaccinationListPage />, { route: '/admin/vaccine/routine-vaccination' });
    await screen.findByText('223456789');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'État du calendrier' }));
    fireEvent.click(await screen.findByTitle('Dose à faire'));
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ scheduleState: 'due' }));
  });

  it('reads the schedule state filter from the URL, in Arabic', async () => {
    const seen = fakeHttp(() => ({ data: { count: 2, results: rows } }));
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<RoutineVaccinationListPage />, { route: '/admin/vaccine/routine-vaccination?scheduleState=overdue' });
    await screen.findAllByText('لينا بن علي');
    expect(seen[0]?.params).toMatchObject({ scheduleState: 'overdue' });
    expect(screen.getByRole('combobox', { name: 'حالة الرزنامة' })).toBeInTheDocument();
    expect(screen.getByTitle('متأخر')).toBeInTheDocument();
  });
});
