import { screen } from '@testing-library/react';
import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import VaccineEntryPage from '../src/entry/pages/VaccineEntryPage';

const { vaccination } = PERMISSIONS;

afterEach(() => {
  restoreHttp();
  signOutNow();
  clearResourceCache();
});

describe('vaccination entry page', () => {
  it("shows the routine kind's children overdue and due today, from the counts route (fr)", async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.routineScheduleCounts ? { data: { due: 12, overdue: 3 } } : undefined));
    signInAs([vaccination.viewRoutine, vaccination.viewOccasional]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccineEntryPage />, { route: '/admin/vaccine' });
    expect(await screen.findByText('En retard : 3')).toBeInTheDocument();
    expect(screen.getByText('Dose à faire : 12')).toBeInTheDocument();
    expect(screen.getByText('Vaccination occasionnelle')).toBeInTheDocument();
    expect(seen.filter((r) => r.url === API_PATHS.routineScheduleCounts)).toHaveLength(1);
  });

  it('in Arabic; and no counts for a scope wider than a structure (null)', async () => {
    fakeHttp(() => ({ data: { due: 0, overdue: 7 } }));
    signInAs([vaccination.viewRoutine]);
    setupI18n('ar', vaccinationTranslations);
    const { unmount } = renderInApp(<VaccineEntryPage />, { route: '/admin/vaccine' });
    expect(await screen.findByText('متأخرة: 7')).toBeInTheDocument();
    expect(screen.getByText('جرعة مستحقة: 0')).toBeInTheDocument();
    unmount();
    restoreHttp();
    clearResourceCache();
    fakeHttp(() => ({ data: { due: null, overdue: null } }));
    renderInApp(<VaccineEntryPage />, { route: '/admin/vaccine' });
    expect(await screen.findByText('التلقيح الروتيني')).toBeInTheDocument();
    expect(screen.queryByTestId('routine-schedule-counts')).not.toBeInTheDocument();
  });

  it('asks for no counts without the routine permission', async () => {
    const seen = fakeHttp(() => ({ data: [] }));
    signInAs([vaccination.viewOccasional]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccineEntryPage />, { route: '/admin/vaccine' });
    expect(await screen.findByText('Vaccination occasionnelle')).toBeInTheDocument();
    expect(seen.filter((r) => r.url === API_PATHS.routineScheduleCounts)).toHaveLength(0);
  });
});
