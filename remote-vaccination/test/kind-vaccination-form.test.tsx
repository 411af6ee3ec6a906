import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KIND_FIELD_KEYS, VACCINATION_ERROR_KEYS, apiPath, type KindFolder, type KindVaccinesList } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { NewKindVaccinationPage } from '../src/catalogue-kind/pages/NewKindVaccinationPage';
import { OCCASIONAL, SEASONAL, type KindScreens } from '../src/catalogue-kind/kinds';
import { EVAX, folderChild, LEFT_ARM, injectionSites } from './support/folders';

const FOLDER: KindFolder = {
  child: folderChild('2024-01-01'),
  vaccinations: [],
};
const VACCINES: KindVaccinesList = {
  vaccines: [{ id: 7, name: 'Vaccin grippal', nameAr: 'لقاح النزلة', specialties: [] }],
  campaigns: [{ id: 3, nameFr: 'Grippe 2026-2027', nameAr: 'النزلة 2026-2027', season: '2026-2027', startDate: '2026-10-01', endDate: '2027-03-31' }],
};
const SITES = injectionSites(LEFT_ARM);

const serve = (screens: KindScreens, post: (data: FormData) => { status: number; data: unknown }) =>
  fakeHttp((request) => {
    if (request.url === apiPath(screens.apiPaths.folder, { param: EVAX })) return { data: FOLDER };
    if (request.url === apiPath(screens.apiPaths.vaccinesList, { param: EVAX })) return { data: VACCINES };
    if (request.url?.startsWith('/api/lists/by-code/')) return { data: SITES };
    if (request.url === screens.apiPaths.list && request.method === 'post') return post(request.data as FormData);
    return undefined;
  });

const open = (screens: KindScreens, language: 'fr' | 'ar' = 'fr') => {
  signInAs([screens.view, screens.add]);
  setupI18n(language, vaccinationTranslations);
  renderInApp(<NewKindVaccinationPage screens={screens} />, { route: apiPath(screens.routes.new, { evaxNumber: EVAX }), path: screens.routes.new });
};

describe('a new occasional or seasonal vaccination', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  const fill = async (vaccineLabel: string, lotLabel: string, siteLabel: string, site: string) => {
    await userEvent.click(await screen.findByLabelText(vaccineLabel));
    await userEvent.click(await screen.findByTitle(vaccineLabel === 'Vaccin' ? 'Vaccin grippal' : 'لقاح النزلة'));
    fireEvent.change(screen.getByLabelText(lotLabel), { target: { value: 'G-12' } });
    await userEvent.click(screen.getByLabelText(siteLabel));
    await userEvent.click(await screen.findByTitle(site));
  };

  it('seasonal: sends the vaccine with the campaign open today under vaccines_set, then goes to the folder', async () => {
    const sent: unknown[] = [];
    serve(SEASONAL, (data) => {
      sent.push(JSON.parse(String(data.get('vaccines_set'))));
      return { status: 201, data: { ids: [5] } };
    });
    open(SEASONAL);
    await fill('Vaccin', 'Numéro de lot', "Site d'injection", 'Bras gauche');
    expect(screen.getByText('Grippe 2026-2027')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(locationNow()).toBe(apiPath(SEASONAL.routes.folder, { evaxNumber: EVAX })));
    expect(sent).toEqual([[{ dci: 7, campaign: 3, lotNumber: 'G-12', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), quantity: 1 }]]);
  });

  it("occasional, in Arabic: no campaign field, and the server's refusal shows on the date", async () => {
    const sent: unknown[] = [];
    serve(OCCASIONAL, (data) => {
      sent.push(JSON.parse(String(data.get('vaccines_set'))));
      return {
        status: 400,
        data: {
          detail: 'Invalid input',
          errorCode: 100,
          key: 'ERROR.CODE.VALIDATION.FAILED',
          fields: { 'vaccines_set.0.vaccinationDate': [{ code: 'invalid', key: KIND_FIELD_KEYS.outsideCampaign }] },
        },
      };
    });
    open(OCCASIONAL, 'ar');
    await fill('اللقاح', 'رقم الحصة', 'موضع الحقن', 'الذراع الأيسر');
    expect(screen.queryByLabelText('الحملة')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect((await screen.findAllByText('التاريخ خارج فترة الحملة الموسمية')).length).toBeGreaterThan(0);
    expect(sent).toEqual([[{ dci: 7, lotNumber: 'G-12', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), quantity: 1 }]]);
    expect(locationNow()).toBe(apiPath(OCCASIONAL.routes.new, { evaxNumber: EVAX }));
  });

  it('seasonal: the supporting file goes with the visit; an allergy precaution is warned of, then confirmed and sent again', async () => {
    const sent: FormData[] = [];
    serve(SEASONAL, (data) => {
      sent.push(data);
      if (data.get('allergyConfirmed') === 'true') return { status: 201, data: { ids: [5] } };
      return {
        status: 409,
        data: {
          detail: 'confirm',
          errorCode: 202,
          key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired,
          fields: { 'vaccines_set.0.dci': [{ code: 'invalid', key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired }] },
        },
      };
    });
    open(SEASONAL);
    await fill('Vaccin', 'Numéro de lot', "Site d'injection", 'Bras gauche');
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['%PDF-1.4'], 'carnet.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('carnet.pdf')).toBeInTheDocument();
    expect(screen.queryByTestId('allergy-warning')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByTestId('allergy-warning')).toBeInTheDocument();
    await userEvent.click(await screen.findByText("Je confirme la vaccination malgré l'allergie signalée"));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(locationNow()).toBe(apiPath(SEASONAL.routes.folder, { evaxNumber: EVAX })));
    expect(sent.map((data) => [data.get('allergyConfirmed'), (data.get('file') as File | null)?.name])).toEqual([
      [null, 'carnet.pdf'],
      ['true', 'carnet.pdf'],
    ]);
  });
});
