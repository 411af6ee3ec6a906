import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, VACCINATION_ERROR_KEYS, apiPath, type Permission } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { EVAX, LEFT_THIGH, injectionSites, routineFolder } from './support/folders';
import NewVaccinationPage from '../src/routine/pages/NewVaccinationPage';
import VaccinationFolderPage from '../src/routine/pages/VaccinationFolderPage';

const FOLDER = routineFolder({
  injectionSite: 'LEFT_ARM',
  structure: { nameFr: 'CSB Bab Souika', nameAr: 'مركز باب سويقة' },
  vaccinator: { nameFr: 'Amel Trabelsi', nameAr: 'أمل الطرابلسي' },
});
const ALL: Permission[] = [
  PERMISSIONS.vaccination.viewRoutine,
  PERMISSIONS.vaccination.addRoutine,
  PERMISSIONS.vaccination.editRoutine,
  PERMISSIONS.vaccination.deleteRoutine,
];
const SITES = injectionSites(LEFT_THIGH);

const serve = (post?: (data: FormData) => { status: number; data: unknown }) =>
  fakeHttp((request) => {
    if (request.url === apiPath(API_PATHS.routineFolder, { param: EVAX })) return { data: FOLDER };
    if (request.url?.startsWith('/api/lists/by-code/')) return { data: SITES };
    if (request.url === API_PATHS.vaccinationCreate && post) return post(request.data as FormData);
    return undefined;
  });

describe('the routine vaccination folder', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('shows each dose with its state and record, the next due dose, and vaccinate opens the form on it', async () => {
    serve();
    signInAs(ALL);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
    expect(await screen.findByText('Prochaine dose : Penta - 1 le 03/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Faite')).toBeInTheDocument();
    expect(screen.getByText('Lot B-77')).toBeInTheDocument();
    expect(screen.getByText('Amel Trabelsi')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Vacciner' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reporter' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Vacciner' }));
    expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`);
  });

  it('offers only what the permissions allow, and speaks Arabic', async () => {
    serve();
    signInAs([PERMISSIONS.vaccination.viewRoutine]);
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
    expect(await screen.findByText('لينا بن علي')).toBeInTheDocument();
    expect(screen.getByText('BCG (ar)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تلقيح' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأجيل' })).not.toBeInTheDocument();
  });
});

describe('a new routine vaccination', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  const open = () => {
    signInAs(ALL);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<NewVaccinationPage />, {
      route: `/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`,
      path: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
    });
  };
  const fill = async () => {
    fireEvent.change(await screen.findByLabelText('Numéro de lot'), { target: { value: 'L-42' } });
    await userEvent.click(screen.getByLabelText("Site d'injection"));
    await userEvent.click(await screen.findByTitle('Cuisse gauche'));
  };

  it('sends the dose under vaccines_set (multipart) and goes back to the booklet', async () => {
    const sent: unknown[] = [];
    serve((data) => {
      sent.push(JSON.parse(String(data.get('vaccines_set'))));
      return { status: 201, data: { ids: [5] } };
    });
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`));
    expect(sent).toEqual([[{ scheduleDose: 2, lotNumber: 'L-42', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday(), quantity: 1 }]]);
  });

  it("shows the server's dose rule on the dose", async () => {
    serve(() => ({
      status: 409,
      data: {
        detail: 'The previous dose of the series must be given first',
        errorCode: 202,
        key: VACCINATION_ERROR_KEYS.previousNotVaccinated,
        fields: { 'vaccines_set.0.scheduleDose': [{ code: 'invalid', key: VACCINATION_ERROR_KEYS.previousNotVaccinated }] },
      },
    }));
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findAllByText('Le rendez-vous précédent doit être vacciné en premier')).length).toBeGreaterThan(0);
    expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`);
  });
});
