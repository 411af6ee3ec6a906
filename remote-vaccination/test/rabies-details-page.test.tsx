import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, RABIES_ERROR_KEYS, apiPath, type RabiesFiche } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesDetailsPage from '../src/antirabies/pages/RabiesDetailsPage';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../src/route-paths';
import { LEFT_ARM, injectionSites } from './support/folders';
import { rabiesSheet } from './support/rabies';

const { vaccination } = PERMISSIONS;
const ID = 12;
const dose = (rank: number, day: number, plannedDate: string, done = false) => ({
  id: 100 + rank,
  rank,
  day,
  sites: 1,
  plannedDate,
  givenDate: done ? plannedDate : null,
  dci: done ? 5 : null,
  lotNumber: done ? 'RB-1' : null,
  injectionSite: done ? 'LEFT_ARM' : null,
  done,
  late: false,
});
const SHEET = rabiesSheet({
  id: ID,
  dosesDone: 1,
  animalStateD7To14: 'ALIVE',
  doses: [dose(0, 0, '2026-11-20', true), dose(1, 3, '2026-11-23'), dose(2, 7, '2026-11-27'), dose(3, 14, '2026-12-04')],
});

function serve(sent: { method?: string; url?: string; body: unknown }[], refuseDose = false, sheet: RabiesFiche = SHEET) {
  fakeHttp((request) => {
    if (request.url?.startsWith('/api/lists/by-code/')) return { data: injectionSites(LEFT_ARM) };
    if (request.url === '/api/vaccination_antirabique/vaccines_list')
      return { data: { vaccines: [{ id: 5, name: 'Vaccin rabique', nameAr: 'لقاح داء الكلب', specialties: [] }], campaigns: [] } };
    if (refuseDose && request.url?.endsWith('/vaccination_update')) {
      sent.push({ method: request.method, url: request.url, body: JSON.parse(String(request.data)) });
      return { status: 409, data: { detail: 'animal', key: RABIES_ERROR_KEYS.animalStateRequired } };
    }
    if (request.method === 'get' && request.url?.endsWith('/details')) return { data: sheet };
    if (request.method === 'post' || request.method === 'delete') {
      sent.push({ method: request.method, url: request.url, body: request.data ? JSON.parse(String(request.data)) : undefined });
      return { status: request.method === 'delete' ? 204 : 200, data: SHEET };
    }
    return undefined;
  });
}

const ALL = [
  vaccination.viewRabies,
  vaccination.editRabies,
  vaccination.updateRabiesProtocol,
  vaccination.closeRabiesProtocol,
  vaccination.deleteRabies,
  vaccination.addRabies,
];
const open = (language: 'fr' | 'ar' = 'fr', permissions = ALL) => {
  signInAs(permissions);
  setupI18n(language, vaccinationTranslations);
  renderInApp(<RabiesDetailsPage />, { route: apiPath(ROUTES.rabiesDetails, { id: ID }), path: ROUTES.rabiesDetails });
};

describe('an anti-rabies sheet: its details', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('shows the WHO category, the protocol and its doses by state; the set animal state is locked, the other editable once', async () => {
    serve([]);
    open();
    expect(await screen.findByText('Catégorie III')).toBeInTheDocument();
    expect(screen.getByText('OMS 2018 IM, 4 doses (J0, J3, J7, J14-28)')).toBeInTheDocument();
    const doses = screen.getByTestId('rabies-doses');
    expect(within(doses).getByText('Faite')).toBeInTheDocument();
    expect(within(doses).getAllByText('Prévue')).toHaveLength(3);
    expect(screen.getByText('Vivant')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: /État de l'animal J/ })).toHaveLength(1);
  });

  it("offers the animal states to whoever may edit the sheet (the server's rule for them), not to the protocol's updater alone", async () => {
    serve([]);
    open(
      'fr',
      ALL.filter((permission) => permission !== vaccination.editRabies),
    );
    expect(await screen.findByText('Catégorie III')).toBeInTheDocument();
    expect(screen.queryAllByRole('combobox', { name: /État de l'animal J/ })).toHaveLength(0);
  });

  it('shows the five steps as sent: the lesion locations, the second aggression, the second animal, the care and the history', async () => {
    const details = {
      localCare: true,
      careProduct: 'SOAP',
      carePlace: 'HOME',
      careDelay: 'IMMEDIATE',
      aggression: { date: '2026-11-20', attackType: 'BITE', lesionCount: 2, lesionLocations: ['HAND', 'HEAD'], lesionDepth: 'DEEP' },
      secondAggression: { date: '2026-11-21', attackType: 'SCRATCH', lesionCount: 1, lesionLocations: ['FOOT'] },
      animal: { species: 'DOG', state: 'STRAY', sentToLab: true, rabiesDiagnosis: true },
      secondAnimal: { species: 'CAT', state: 'KNOWN_OBSERVED', ownerKnown: true, ownerName: 'Ali Ben Salah', vaccinated: false },
      history: { previousTreatment: 'NONE', emergencyService: true, intradermalTest: true },
    };
    serve([], false, { ...SHEET, secondAttackDate: '2026-11-21', details });
    open();
    const more = await screen.findByTestId('rabies-sheet-details');
    expect(more).toHaveTextContent('Siège des lésionsMain, Tête');
    expect(more).toHaveTextContent('Soins locauxSavon · Domicile · Immédiat');
    expect(more).toHaveTextContent('Deuxième agression21/11/2026 · Griffure · 1 lésion(s) · Pied');
    expect(more).toHaveTextContent('AnimalChien · Errant · Cadavre envoyé au laboratoire · Diagnostic de rage : Positif');
    expect(screen.getByTestId('rabies-second-animal')).toHaveTextContent('Chat · Connu, mis en observation · Propriétaire : Ali Ben Salah');
    expect(more).toHaveTextContent('AntécédentsPassage aux urgences · Test intradermique');
  });

  it('shows no further details for a sheet sent without them', async () => {
    serve([]);
    open();
    expect(await screen.findByText('Catégorie III')).toBeInTheDocument();
    expect(screen.queryByTestId('rabies-sheet-details')).not.toBeInTheDocument();
  });

  it('closes the sheet with a reason, confirmed in a modal', async () => {
    const sent: { method?: string; url?: string; body: unknown }[] = [];
    serve(sent);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Clôturer la fiche' }));
    expect(screen.queryByRole('button', { name: 'Rouvrir la fiche' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: 'Clôturer la fiche' });
    expect(ok).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Motif de clôture' }));
    await userEvent.click(await screen.findByText('Décès'));
    await userEvent.click(ok);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'post', url: `/api/vaccination_antirabique/fiche/${ID}/closure`, body: { reason: 'DEATH' } });
  });

  it('reopens a sheet closed for travel, confirmed; an open sheet offers no reopening', async () => {
    const sent: { method?: string; url?: string; body: unknown }[] = [];
    serve(sent, false, { ...SHEET, state: 'TEMPORARILY_CLOSED', closureReason: 'TRAVEL', closedAt: '2026-11-24T10:00:00Z' });
    open();
    expect(screen.queryByRole('button', { name: 'Clôturer la fiche' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Rouvrir la fiche' }));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'post', url: `/api/vaccination_antirabique/fiche/${ID}/reopen`, body: undefined });
  });

  it('records the next visit (day 3): date, vaccine, lot, site sent; the rule the server says is shown in the form', async () => {
    const sent: { method?: string; url?: string; body: unknown }[] = [];
    serve(sent, true);
    open();
    const record = await screen.findAllByRole('button', { name: 'Enregistrer la dose' });
    expect(record).toHaveLength(1);
    await userEvent.click(record[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Dose du jour 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Vaccin' }));
    await userEvent.click(await screen.findByText('Vaccin rabique'));
    await userEvent.type(within(dialog).getByLabelText('Numéro de lot'), 'RB-2');
    await userEvent.click(within(dialog).getByRole('combobox', { name: "Site d'injection" }));
    await userEvent.click(await screen.findByText('Bras gauche'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByTestId('dose-error')).toHaveTextContent("L'état de l'animal doit être renseigné avant de vacciner");
    expect(sent).toEqual([
      {
        method: 'post',
        url: `/api/vaccination_antirabique/${ID}/vaccination_update`,
        body: { rank: 1, givenDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), dci: 5, lotNumber: 'RB-2', injectionSite: 'LEFT_ARM' },
      },
    ]);
  });

  it('in Arabic, the sheet reads in Arabic', async () => {
    serve([]);
    open('ar');
    expect(await screen.findByText('الصنف III')).toBeInTheDocument();
    expect(screen.getByText('البروتوكول والجرعات المبرمجة')).toBeInTheDocument();
  });
});
