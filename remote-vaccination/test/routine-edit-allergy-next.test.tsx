import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, VACCINATION_ERROR_KEYS, apiPath } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { EVAX, LEFT_THIGH, RIGHT_THIGH, injectionSites, routineFolder } from './support/folders';
import NewVaccinationPage from '../src/routine/pages/NewVaccinationPage';
import NextVaccinationPage from '../src/routine/pages/NextVaccinationPage';
import VaccinationFolderPage from '../src/routine/pages/VaccinationFolderPage';

/** A dose given here: the edit sends the abroad fields (issue 30) empty. */
const NOT_ABROAD = { country: null, internationalReference: null, location: null };

const FOLDER = routineFolder({ allergyConfirmed: true, fileName: 'carnet.pdf' });
const SITES = injectionSites(LEFT_THIGH, RIGHT_THIGH);
const SPECIALTIES = [
  { id: 31, dci: 2, commercialName: 'Pentaxim', manufacturer: 'Sanofi' },
  { id: 32, dci: 1, commercialName: 'BCG SSI', manufacturer: 'AJ Vaccines' },
];
const { vaccination } = PERMISSIONS;
const SITE_LABEL = "Site d'injection";
const FOLDER_ROUTE = {
  route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
  path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
};

type Reply = { status: number; data: unknown };
const serve = (write?: (method: string, url: string, data: unknown) => Reply | undefined) =>
  fakeHttp((request) => {
    if (request.method === 'get' && request.url === apiPath(API_PATHS.routineFolder, { param: EVAX })) return { data: FOLDER };
    if (request.url?.startsWith('/api/lists/by-code/')) return { data: SITES };
    if (request.url === API_PATHS.routineSpecialties) return { data: SPECIALTIES };
    if (request.method !== 'get' && write) return write(request.method ?? '', request.url ?? '', request.data);
    return undefined;
  });

afterEach(() => {
  restoreHttp();
  signOutNow();
  clearResourceCache();
});

describe('edit a past dose', () => {
  it('shows Edit on a dose given only with edit-past-vaccination, and sends the fields replaced', async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    serve((method, url, data) => {
      sent.push({ method, url, body: JSON.parse(String(data)) });
      return { status: 204, data: '' };
    });
    signInAs([vaccination.viewRoutine, vaccination.editPast]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, FOLDER_ROUTE);
    expect(await screen.findByText('Donnée malgré une allergie (confirmé)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /carnet\.pdf/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const lot = await within(dialog).findByLabelText('Numéro de lot');
    expect(lot).toHaveValue('B-77');
    fireEvent.change(lot, { target: { value: 'B-78' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'put',
      url: '/api/vaccination/9',
      body: { lotNumber: 'B-78', injectionSite: 'LEFT_THIGH', vaccinationDate: '2026-01-02', quantity: 1, ...NOT_ABROAD },
    });
  });

  it("sends a file chosen on the edit as multipart with the fields, the file replacing the dose's", async () => {
    const sent: { method: string; url: string; body: unknown }[] = [];
    serve((method, url, data) => {
      sent.push({ method, url, body: data });
      return { status: 204, data: '' };
    });
    signInAs([vaccination.viewRoutine, vaccination.editPast]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, FOLDER_ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Remplacer la pièce justificative (JPEG, PNG ou PDF)')).toBeInTheDocument();
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'put', url: '/api/vaccination/9' });
    const form = sent[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('lotNumber')).toBe('B-77');
    expect(form.get('injectionSite')).toBe('LEFT_THIGH');
    expect((form.get('file') as File).name).toBe('scan.pdf');
  });

  it('a dose recorded without an injection site is edited without one: the site is not required, and sent empty', async () => {
    const sent: unknown[] = [];
    fakeHttp((request) => {
      if (request.method === 'get' && request.url === apiPath(API_PATHS.routineFolder, { param: EVAX }))
        return { data: routineFolder({ injectionSite: null }) };
      if (request.url?.startsWith('/api/lists/by-code/')) return { data: SITES };
      if (request.url === API_PATHS.routineSpecialties) return { data: SPECIALTIES };
      if (request.method === 'put') {
        sent.push(JSON.parse(String(request.data)));
        return { status: 204, data: '' };
      }
      return undefined;
    });
    signInAs([vaccination.viewRoutine, vaccination.editPast]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, FOLDER_ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const site = (await within(dialog).findByLabelText(SITE_LABEL)).closest('.ant-form-item') as HTMLElement;
    expect(site.querySelector('.ant-form-item-required')).toBeNull();
    fireEvent.change(await within(dialog).findByLabelText('Numéro de lot'), { target: { value: 'B-78' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ lotNumber: 'B-78', injectionSite: null, vaccinationDate: '2026-01-02', quantity: 1, ...NOT_ABROAD });
  });

  it('a dose recorded with a site keeps it required on the edit', async () => {
    serve();
    signInAs([vaccination.viewRoutine, vaccination.editPast]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, FOLDER_ROUTE);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const site = (await within(dialog).findByLabelText(SITE_LABEL)).closest('.ant-form-item') as HTMLElement;
    expect(site.querySelector('.ant-form-item-required')).not.toBeNull();
  });

  it('offers no Edit without the permission (Arabic)', async () => {
    serve();
    signInAs([vaccination.viewRoutine, vaccination.addRoutine]);
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, FOLDER_ROUTE);
    expect(await screen.findByText('BCG (ar)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تعديل' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلقيح' })).toBeInTheDocument();
  });
});

describe('allergy precaution on a new vaccination', () => {
  it('warns and asks to confirm when the server answers that an allergy calls for caution, then sends the confirmation', async () => {
    const sent: FormData[] = [];
    serve((_method, url, data) => {
      if (url !== API_PATHS.vaccinationCreate) return undefined;
      sent.push(data as FormData);
      if ((data as FormData).get('allergyConfirmed') === 'true') return { status: 201, data: { ids: [5] } };
      return {
        status: 409,
        data: {
          detail: 'confirm',
          errorCode: 202,
          key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired,
          fields: { 'vaccines_set.0.scheduleDose': [{ code: 'invalid', key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired }] },
        },
      };
    });
    signInAs([vaccination.viewRoutine, vaccination.addRoutine]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<NewVaccinationPage />, {
      route: `/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`,
      path: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
    });
    fireEvent.change(await screen.findByLabelText('Numéro de lot'), { target: { value: 'L-42' } });
    await userEvent.click(screen.getByLabelText("Site d'injection"));
    await userEvent.click(await screen.findByTitle('Cuisse gauche'));
    expect(screen.queryByTestId('allergy-warning')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('allergy-warning')).toBeInTheDocument();
    expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`);
    await userEvent.click(await screen.findByText("Je confirme la vaccination malgré l'allergie signalée"));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.get('allergyConfirmed')).toBeNull();
  });
});

describe('the next vaccination', () => {
  it('offers the doses due now, dated today, and sends them to nex_vaccination', async () => {
    const sent: unknown[] = [];
    serve((_method, url, data) => {
      if (url !== API_PATHS.routineNextVaccination) return undefined;
      sent.push(JSON.parse(String((data as FormData).get('vaccines_set'))));
      return { status: 201, data: { ids: [6] } };
    });
    signInAs([vaccination.viewRoutine, vaccination.addNextRoutine]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<NextVaccinationPage />, {
      route: `/admin/vaccine/routine-vaccination/nex/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/nex/:evaxNumber',
    });
    expect(await screen.findByText('Vaccination suivante')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Vaccin et dose'));
    expect(screen.queryByTitle('Penta - 2')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    fireEvent.change(screen.getByLabelText('Numéro de lot'), { target: { value: 'L-7' } });
    await userEvent.click(screen.getByLabelText("Site d'injection"));
    await userEvent.click(await screen.findByTitle('Cuisse droite'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(sent).toEqual([[{ scheduleDose: 2, lotNumber: 'L-7', injectionSite: 'RIGHT_THIGH', vaccinationDate: tunisToday(), quantity: 1 }]]),
    );
  });
});

describe('the specialty picker', () => {
  it("offers the catalogue's specialties of the chosen dose's DCI and sends the one picked", async () => {
    const sent: unknown[] = [];
    serve((_method, url, data) => {
      if (url !== API_PATHS.vaccinationCreate) return undefined;
      sent.push(JSON.parse(String((data as FormData).get('vaccines_set'))));
      return { status: 201, data: { ids: [7] } };
    });
    signInAs([vaccination.viewRoutine, vaccination.addRoutine]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<NewVaccinationPage />, {
      route: `/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`,
      path: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
    });
    await userEvent.click(await screen.findByLabelText('Spécialité (catalogue)'));
    expect(await screen.findByTitle('Pentaxim (Sanofi)')).toBeInTheDocument();
    expect(screen.queryByTitle('BCG SSI (AJ Vaccines)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Pentaxim (Sanofi)'));
    fireEvent.change(screen.getByLabelText('Numéro de lot'), { target: { value: 'L-8' } });
    await userEvent.click(screen.getByLabelText("Site d'injection"));
    await userEvent.click(await screen.findByTitle('Cuisse gauche'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(sent).toEqual([[{ scheduleDose: 2, specialty: 31, lotNumber: 'L-8', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday(), quantity: 1 }]]),
    );
  });
});
