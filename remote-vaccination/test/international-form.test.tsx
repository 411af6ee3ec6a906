import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  PERMISSIONS,
  apiPath,
  type InternationalFolder,
  type InternationalRecord,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../src/route-paths';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import InternationalFormPage from '../src/international/pages/InternationalFormPage';
import { EVAX, folderChild } from './support/folders';

const RECORD: InternationalRecord = {
  id: 12,
  evaxNumber: EVAX,
  destinationCountry: 'SN',
  stayStart: '2026-12-01',
  stayEnd: '2026-12-20',
  stayType: 'short',
  residenceGovernorate: 1,
  residenceDelegation: 11,
  residence: { governorate: { nameFr: 'Tunis', nameAr: 'تونس' }, delegation: { nameFr: 'Bab Souika', nameAr: 'باب سويقة' } },
  treatmentMode: 'both',
  dci: 7,
  dciName: 'Vaccin amaril',
  dciNameAr: 'لقاح الحمى الصفراء',
  eggAllergy: false,
  eggAllergyConfirmed: false,
  administrationRoute: 'subcutaneous',
  quantity: 1,
  treatmentStart: '2026-11-30',
  treatmentEnd: '2026-12-27',
  dispensationDate: '2026-11-20',
  medicineName: 'Atovaquone-proguanil',
  batchNumber: 'YF-77',
  structure: null,
};
const FOLDER: InternationalFolder = {
  child: folderChild('2016-01-01'),
  vaccinations: [RECORD],
};
const VACCINES: KindVaccinesList = { vaccines: [{ id: 7, name: 'Vaccin amaril', nameAr: 'لقاح الحمى الصفراء', specialties: [] }], campaigns: [] };

const serve = (write?: (method: string, body: unknown) => { status: number; data?: unknown }) =>
  fakeHttp((request) => {
    if (request.url === apiPath(API_PATHS.internationalOne, { id: 12 }) && request.method === 'get') return { data: RECORD };
    if (request.url === apiPath(API_PATHS.internationalFolder, { param: EVAX })) return { data: FOLDER };
    if (request.url === apiPath(API_PATHS.internationalVaccinesList, { param: EVAX })) return { data: VACCINES };
    if (request.url === ACCOUNT_API_PATHS.governorates) return { data: [{ id: 1, nameFr: 'Tunis', nameAr: 'تونس' }] };
    if (request.url === apiPath(ACCOUNT_API_PATHS.governorateDelegations, { id: 1 })) return { data: [{ id: 11, nameFr: 'Bab Souika', nameAr: 'باب سويقة' }] };
    if (write && (request.method === 'put' || request.method === 'post')) return write(request.method, JSON.parse(String(request.data)));
    return undefined;
  });

describe('the international vaccination form', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('edit: loads the record, sends it back whole (PUT), and goes to the child’s folder', async () => {
    const sent: unknown[] = [];
    serve((method, body) => {
      sent.push({ method, body });
      return { status: 200, data: RECORD };
    });
    signInAs([PERMISSIONS.vaccination.viewInternational, PERMISSIONS.vaccination.editInternational]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<InternationalFormPage />, { route: apiPath(ROUTES.internationalEdit, { id: 12 }), path: ROUTES.internationalEdit });
    expect(await screen.findByDisplayValue('Atovaquone-proguanil')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(locationNow()).toBe(apiPath(ROUTES.internationalFolder, { evaxNumber: EVAX })));
    const { id: _id, residence: _residence, dciName: _name, dciNameAr: _nameAr, structure: _structure, eggAllergyConfirmed: _confirmed, ...body } = RECORD;
    expect(sent).toEqual([{ method: 'put', body }]);
  });

  it("new, in Arabic: a medicine only hides the vaccine and asks the treatment's name and period; an egg allergy with a vaccine asks for a confirmation", async () => {
    serve();
    signInAs([PERMISSIONS.vaccination.viewInternational, PERMISSIONS.vaccination.addInternational]);
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<InternationalFormPage />, { route: apiPath(ROUTES.internationalNew, { evaxNumber: EVAX }), path: ROUTES.internationalNew });
    expect(await screen.findByLabelText('اللقاح')).toBeInTheDocument();
    expect(screen.queryByLabelText('اسم الدواء')).not.toBeInTheDocument();
    // An egg allergy with a vaccine asks for the confirmation; a medicine only does not.
    const confirmation = 'حساسية البيض: أؤكد أنني قيّمت موانع استعمال اللقاح (الحمى الصفراء، النزلة)';
    expect(screen.queryByText(confirmation)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText(confirmation)).toBeInTheDocument();
    await userEvent.click(screen.getByText('دواء'));
    await waitFor(() => expect(screen.queryByText(confirmation)).not.toBeInTheDocument());
    expect(await screen.findByLabelText('اسم الدواء')).toBeInTheDocument();
    expect(screen.getByLabelText('بداية العلاج')).toBeInTheDocument();
    expect(screen.queryByLabelText('اللقاح')).not.toBeInTheDocument();
  });
});
