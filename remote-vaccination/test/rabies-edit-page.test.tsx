import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, RABIES_API_PATHS, RABIES_ERROR_KEYS, apiPath, type RabiesFiche, type RabiesFirstUpdateBody } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesEditPage from '../src/antirabies/pages/RabiesEditPage';
import RabiesDetailsPage from '../src/antirabies/pages/RabiesDetailsPage';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../src/route-paths';
import { rabiesSheet } from './support/rabies';

const { vaccination } = PERMISSIONS;
const ID = 12;
const ANIMAL = { species: 'DOG', state: 'STRAY', sentToLab: false, rabiesDiagnosis: null, ownerKnown: false, vaccinated: false, veterinaryObservation: false };
const SHEET = rabiesSheet({
  id: ID,
  phone: '22123456',
  details: {
    aggression: { date: '2026-11-20', attackType: 'BITE', lesionCount: 2, lesionDepth: 'DEEP', lesionSize: null },
    secondAggression: null,
    animal: ANIMAL,
    secondAnimal: null,
    history: { previousTreatment: 'NONE', emergencyService: true, intradermalTest: false, subcutaneousTest: false, besredkaTest: false },
    serum: { ampoules: 2, totalMl: 10, infiltratedMl: 8, intramuscularMl: 2 },
  },
});

function serve(sent: RabiesFirstUpdateBody[], sheet: RabiesFiche = SHEET) {
  fakeHttp((request) => {
    if (request.method === 'get' && request.url === apiPath(RABIES_API_PATHS.rabiesFicheDetails, { param: ID })) return { data: sheet };
    if (request.method === 'post' && request.url === RABIES_API_PATHS.rabiesFicheFirstUpdate) {
      sent.push(JSON.parse(String(request.data)) as RabiesFirstUpdateBody);
      return { data: { ...sheet, firstUpdated: true } };
    }
    return undefined;
  });
}

const open = (page: 'edit' | 'details', language: 'fr' | 'ar' = 'fr') => {
  signInAs([vaccination.viewRabies, vaccination.updateRabiesProtocol]);
  setupI18n(language, vaccinationTranslations);
  const path = page === 'edit' ? ROUTES.rabiesEdit : ROUTES.rabiesDetails;
  renderInApp(page === 'edit' ? <RabiesEditPage /> : <RabiesDetailsPage />, { route: apiPath(path, { id: ID }), path });
};

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click((await screen.findAllByTitle(option)).at(-1)!);
};
/** The form's fields load lazily (their widgets' chunks). */
const fieldsShown = () => screen.findByRole('combobox', { name: 'Espèce' }, { timeout: 5000 });
const selected = (label: string) => screen.getByRole('combobox', { name: label }).closest('.ant-select');

describe("an anti-rabies sheet's first update", () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('shows the sections it may change prefilled from the sheet, and says the category and protocol stay', async () => {
    serve([]);
    open('edit');
    expect(await screen.findByTestId('first-update-note')).toHaveTextContent('La catégorie OMS (Catégorie III) et le protocole (OMS 2018 IM, 4 doses');
    await fieldsShown();
    expect(selected('Espèce')).toHaveTextContent('Chien');
    expect(selected("État de l'animal")).toHaveTextContent('Errant');
    expect(screen.getByRole('switch', { name: 'Passage aux urgences' })).toBeChecked();
    expect(screen.getByLabelText('Sérum : ampoules')).toHaveValue('2');
    expect(screen.getByLabelText('Sérum infiltré dans les plaies (mL)')).toHaveValue('8.0');
    expect(screen.getByLabelText('Téléphone')).toHaveValue('22123456');
    // The aggression and the weight are not the first update's.
    expect(screen.queryByLabelText("Date de l'agression")).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Poids (kg)')).not.toBeInTheDocument();
  });

  it('asks for a confirmation, then sends the update confirmed and returns to the details', async () => {
    const sent: RabiesFirstUpdateBody[] = [];
    serve(sent);
    open('edit');
    await fieldsShown();
    await choose("État de l'animal", 'Mort');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la mise à jour' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Le protocole ne peut être mis à jour qu'une seule fois. Confirmer la mise à jour ?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);

    // Declined, the form is back (its button loading until the save is over).
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer la mise à jour' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(locationNow()).toBe(apiPath(ROUTES.rabiesDetails, { id: ID })));
    expect(sent).toEqual([
      {
        ficheId: ID,
        confirmed: true,
        animal: {
          ...ANIMAL,
          state: 'DEAD',
          ownerName: null,
          ownerPhone: null,
          ownerAddress: null,
          vaccineName: null,
          vaccineLot: null,
          lastVaccinationDate: null,
        },
        secondAnimal: null,
        history: SHEET.details.history,
        serum: SHEET.details.serum,
        phone: '22123456',
      },
    ]);
    expect(screen.getByTestId('queued-toasts')).toHaveTextContent('La fiche est mise à jour');
  });

  it("shows the server's refusal on the form (a second update)", async () => {
    fakeHttp((request) =>
      request.method === 'get' ? { data: SHEET } : { status: 409, data: { detail: 'once', key: RABIES_ERROR_KEYS.protocolCannotBeUpdated, errorCode: 202 } },
    );
    open('edit');
    await fieldsShown();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la mise à jour' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Le protocole ne peut pas être modifié'));
  });

  it('offers the update on the details of a sheet in progress not updated yet, in Arabic too', async () => {
    serve([]);
    open('details', 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'تحيين البطاقة' }));
    expect(locationNow()).toBe(apiPath(ROUTES.rabiesEdit, { id: ID }));
  });

  it('hides the update once it was made, and the page refuses it', async () => {
    serve([], { ...SHEET, firstUpdated: true });
    open('details');
    expect(await screen.findByText('Catégorie III')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mettre à jour la fiche' })).not.toBeInTheDocument();
    clearResourceCache();
    open('edit');
    expect(await screen.findByTestId('first-update-refused')).toHaveTextContent('Le protocole ne peut pas être modifié');
    expect(screen.queryByRole('button', { name: 'Enregistrer la mise à jour' })).not.toBeInTheDocument();
  });
});
