import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { VACCINATION_ERROR_KEYS, apiPath, type KindFolder, type KindVaccinesList } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp, type FakeReply } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { KindFolderPage } from '../src/catalogue-kind/pages/KindFolderPage';
import { SEASONAL } from '../src/catalogue-kind/kinds';
import { EVAX, folderChild, LEFT_ARM, injectionSites } from './support/folders';

const DOSE_ID = 41;
const FOLDER: KindFolder = {
  child: folderChild('2024-01-01'),
  vaccinations: [
    {
      id: DOSE_ID,
      dci: 7,
      dciName: 'Vaccin grippal',
      dciNameAr: 'لقاح النزلة',
      specialtyName: null,
      commercialName: null,
      lotNumber: 'G-12',
      injectionSite: 'LEFT_ARM',
      vaccinationDate: '2026-11-02',
      place: null,
      quantity: 1,
      allergyConfirmed: false,
      fileName: 'carnet.pdf',
      campaign: { id: 3, nameFr: 'Grippe 2026-2027', nameAr: 'النزلة 2026-2027', season: '2026-2027' },
      structure: null,
      vaccinator: null,
    },
  ],
};
const VACCINES: KindVaccinesList = {
  vaccines: [{ id: 7, name: 'Vaccin grippal', nameAr: 'لقاح النزلة', specialties: [] }],
  campaigns: [],
};
const SITES = injectionSites(LEFT_ARM);
const EDIT_URL = apiPath(SEASONAL.apiPaths.edit, { param: String(DOSE_ID) });
const DELETE_URL = apiPath(SEASONAL.apiPaths.delete, { param: String(DOSE_ID) });

/** The folder's reads answered; the writes go to `write`. */
function serve(write: (request: InternalAxiosRequestConfig) => FakeReply | undefined = () => ({ status: 204 }), folder: KindFolder = FOLDER) {
  return fakeHttp((request) => {
    if (request.url === apiPath(SEASONAL.apiPaths.folder, { param: EVAX })) return { data: folder };
    if (request.url === apiPath(SEASONAL.apiPaths.vaccinesList, { param: EVAX })) return { data: VACCINES };
    if (request.url?.startsWith('/api/lists/by-code/')) return { data: SITES };
    if (request.method === 'put' || request.method === 'delete') return write(request);
    return undefined;
  });
}

const open = (permissions = [SEASONAL.view, SEASONAL.edit, SEASONAL.delete], language: 'fr' | 'ar' = 'fr') => {
  signInAs(permissions);
  setupI18n(language, vaccinationTranslations);
  renderInApp(<KindFolderPage screens={SEASONAL} />, { route: apiPath(SEASONAL.routes.folder, { evaxNumber: EVAX }), path: SEASONAL.routes.folder });
};

describe("a seasonal dose of the child's folder: edit and delete", () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('without the edit and delete permissions, the folder offers neither; its file is named', async () => {
    serve();
    open([SEASONAL.view]);
    expect(await screen.findByText('G-12')).toBeInTheDocument();
    expect(screen.getByText('carnet.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });

  it('edit: the modal holds the recorded dose (its past campaign too), sends the fields replaced, and asks to confirm an allergy when told', async () => {
    const sent: unknown[] = [];
    serve((request) => {
      if (request.url !== EDIT_URL || request.method !== 'put') return undefined;
      const body = JSON.parse(String(request.data)) as Record<string, unknown>;
      sent.push(body);
      if (body.allergyConfirmed === true) return { status: 204 };
      return {
        status: 409,
        data: {
          detail: 'confirm',
          errorCode: 202,
          key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired,
          fields: { dci: [{ code: 'invalid', key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired }] },
        },
      };
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const lot = await within(dialog).findByLabelText('Numéro de lot');
    expect(within(dialog).getByText('Grippe 2026-2027')).toBeInTheDocument();
    expect(lot).toHaveValue('G-12');
    fireEvent.change(lot, { target: { value: 'G-13' } });
    expect(within(dialog).queryByTestId('allergy-warning')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByTestId('allergy-warning')).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByText("Je confirme la vaccination malgré l'allergie signalée"));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const dose = { dci: 7, campaign: 3, lotNumber: 'G-13', injectionSite: 'LEFT_ARM', vaccinationDate: '2026-11-02', quantity: 1 };
    expect(sent).toEqual([dose, { ...dose, allergyConfirmed: true }]);
  });

  it('edit of a dose recorded without an injection site (issue 30): the site is not required, and sent empty', async () => {
    const sent: unknown[] = [];
    serve(
      (request) => {
        if (request.url !== EDIT_URL || request.method !== 'put') return undefined;
        sent.push(JSON.parse(String(request.data)));
        return { status: 204 };
      },
      { ...FOLDER, vaccinations: [{ ...FOLDER.vaccinations[0]!, injectionSite: null }] },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const site = (await within(dialog).findByLabelText("Site d'injection")).closest('.ant-form-item') as HTMLElement;
    expect(site.querySelector('.ant-form-item-required')).toBeNull();
    fireEvent.change(await within(dialog).findByLabelText('Numéro de lot'), { target: { value: 'G-14' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ dci: 7, campaign: 3, lotNumber: 'G-14', injectionSite: null, vaccinationDate: '2026-11-02', quantity: 1 }]);
  });

  it('edit of a dose recorded with a site keeps it required', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const site = (await within(dialog).findByLabelText("Site d'injection")).closest('.ant-form-item') as HTMLElement;
    expect(site.querySelector('.ant-form-item-required')).not.toBeNull();
  });

  it('delete, in Arabic: asks first, then sends DELETE for the dose', async () => {
    const seen = serve((request) => (request.url === DELETE_URL ? { status: 204 } : undefined));
    open(undefined, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('حذف هذا التلقيح؟')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'delete')).toBe(false);
    const confirm = (await screen.findByText('حذف هذا التلقيح؟')).closest('.ant-popover') as HTMLElement;
    const buttons = within(confirm).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(seen.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual([DELETE_URL]));
  });
});
