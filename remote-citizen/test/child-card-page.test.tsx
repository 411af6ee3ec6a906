import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { HISTORY_PAGE_SIZE, MEDICAL_FOLDER_API_PATHS, PERMISSIONS, apiPath, type HistoryEntry, type Permission } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { deleteChild, fetchChildHistory, fetchOlderChildHistory, updateCitizenPhone } from '../src/child/api';
import ChildCardPage from '../src/child/pages/ChildCardPage';
import { closeFolder, fetchChild, fetchFolder } from '../src/common/api';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { citizenTranslations } from '../src/i18n';
import { aChild } from './support';

jest.mock('../src/child/api', () => ({
  ...jest.requireActual('../src/child/api'),
  fetchChildHistory: jest.fn(),
  fetchOlderChildHistory: jest.fn(),
  deleteChild: jest.fn(),
  updateCitizenPhone: jest.fn(),
}));

jest.mock('../src/common/api', () => ({
  ...jest.requireActual('../src/common/api'),
  fetchChild: jest.fn(),
  closeFolder: jest.fn(),
  fetchFolder: jest.fn(),
}));

const { citizen, medicalFolder, vaccination } = PERMISSIONS;
const EVERYTHING: Permission[] = [
  citizen.viewChildrenList,
  citizen.deleteChild,
  citizen.editCitizenPhone,
  citizen.closeMedicalFolder,
  citizen.showCitizen,
  medicalFolder.viewMedicalFolder,
  medicalFolder.viewMapi,
  vaccination.viewRoutine,
];

/** An API refusal as the shared client receives it. */
function refusal(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('refused', AxiosError.ERR_BAD_REQUEST, config, null, { status, statusText: String(status), headers: {}, config, data });
}

const history: HistoryEntry[] = [
  {
    id: 12,
    at: '2026-11-23T08:00:00.000Z',
    action: 'vaccinate_appointment',
    entity: 'vaccination',
    user: { id: 3, username: 'agent' },
    structure: null,
    changes: { lotNumber: { before: null, after: 'L-1' } },
  },
  {
    id: 11,
    at: '2026-11-22T08:00:00.000Z',
    action: 'reorder',
    entity: 'allergy',
    user: { id: 3, username: 'agent' },
    structure: null,
    changes: { order: { before: [2, 1], after: [1, 2] } },
  },
  {
    id: 10,
    at: '2026-11-21T08:00:00.000Z',
    action: 'update_phone',
    entity: 'parent',
    user: { id: 3, username: 'agent' },
    structure: null,
    changes: { phone: { before: '+216 20 111 222', after: '+216 98 765 432' } },
  },
  {
    id: 9,
    at: '2026-11-20T10:15:00.000Z',
    action: 'link_parent',
    entity: 'child',
    user: { id: 3, username: 'agent' },
    structure: { id: 5, nameFr: 'CSB Sfax Médina', nameAr: null },
    changes: { parent: { before: null, after: 40 }, role: { before: null, after: 'mother' } },
  },
  {
    id: 8,
    at: '2026-11-20T10:14:00.000Z',
    action: 'create',
    entity: 'child',
    user: { id: 3, username: 'agent' },
    structure: null,
    changes: { firstNameFr: { before: null, after: 'Youssef' }, birthDate: { before: null, after: '2024-03-07' } },
  },
];

/** The text of one field of the card (its label and value). */
async function fieldText(name: string): Promise<string> {
  await waitFor(() => expect(document.querySelector(`[data-field="${name}"]`)).not.toBeNull());
  return (document.querySelector(`[data-field="${name}"]`)!.textContent ?? '').replace(/\u00a0/g, ' ');
}

function openCard(permissions: Permission[] = EVERYTHING, language: 'fr' | 'ar' = 'fr') {
  signInAs(permissions);
  setupI18n(language, citizenTranslations);
  return renderInApp(<ChildCardPage />, { route: '/admin/child/123456786', path: '/admin/child/:evaxNumber' });
}

describe('child card page', () => {
  beforeEach(() => {
    jest.mocked(fetchChild).mockResolvedValue(aChild());
    jest.mocked(fetchChildHistory).mockResolvedValue(history);
    jest.mocked(fetchFolder).mockResolvedValue({ evaxNumber: '123456786', birthDate: '2025-03-02', gender: 'male', closed: null });
  });
  afterEach(() => {
    jest.resetAllMocks();
    clearResourceCache();
    signOutNow();
  });

  it('shows the card’s skeleton, not empty sections, until the child arrives (issue 30)', async () => {
    let arrive: (child: ReturnType<typeof aChild>) => void = () => undefined;
    jest.mocked(fetchChild).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    openCard();
    expect(await screen.findByRole('status', { name: 'Chargement…' })).toBeInTheDocument();
    expect(document.querySelector('[data-section]')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    arrive(aChild());
    expect(await fieldText('motherName')).toContain('Amira Ben Salah');
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
    expect(document.querySelectorAll('[data-section]')).toHaveLength(3);
  });

  it('shows every field of the child, in sections', async () => {
    openCard();
    expect(await fieldText('motherName')).toContain('Amira Ben Salah · أميرة بن صالح');
    expect(fetchChild).toHaveBeenCalledWith('123456786', expect.anything());
    for (const text of [
      'Youssef Trabelsi',
      'يوسف الطرابلسي',
      '07/03/2024',
      'Garçon',
      'Prématurée (32 à 36 semaines)',
      '2.4 kg',
      '46 cm',
      '32.5 cm',
      'Sfax Médina',
      '1234567',
      'Suivi rapproché',
      'Oui',
    ]) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(await fieldText('fatherFirstName')).toContain('Mohamed · محمد');
    expect(await fieldText('paternalGrandfatherFirstName')).toContain('Ali · علي');
    expect(await fieldText('nationalId')).toContain('—');
    expect(screen.getByText('Tunisie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dossier médical/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Dossier de vaccination/ })).toBeInTheDocument();
  });

  it('hides the folders, the edit menu and delete without their permissions', async () => {
    openCard([citizen.viewChildrenList]);
    await fieldText('fatherFirstName');
    expect(screen.queryByRole('button', { name: /Dossier médical/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Dossier de vaccination/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('child-edit-menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });

  it('opens the vaccination folder of the child', async () => {
    openCard();
    await userEvent.click(await screen.findByRole('button', { name: /Dossier de vaccination/ }));
    expect(locationNow()).toBe('/admin/vaccine/routine-vaccination/vaccinationFolder/123456786');
  });

  it('lists the parents with their role and phone', async () => {
    openCard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Parents (1)' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mère')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Amira Ben Salah' })).toHaveAttribute('href', '/admin/citoyen/40');
    // Digits groups keep their order in an Arabic page.
    expect(within(table).getByText('+216 20 123 456')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the history newest first, with the action, the user and what changed', async () => {
    openCard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Historique' }));
    await waitFor(() => expect(fetchChildHistory).toHaveBeenCalledWith('123456786', expect.anything()));
    const rows = (await screen.findAllByRole('row')).filter((row) => row.classList.contains('ant-table-row'));
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Vaccination : dose administrée',
      'Allergie : nouvel ordre',
      'Parent : Téléphone modifié',
      'Parent lié',
      'Inscription',
    ]);
    expect(within(rows[3]!).getByText('2 champs')).toBeInTheDocument();
  });

  it('shows the child’s timeline: doses given, edited and cancelled, measurements and MAPI; older entries a page at a time (issue 30)', async () => {
    const entry = (id: number, entity: string, action: string): HistoryEntry => ({
      id,
      at: new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString(),
      action,
      entity,
      user: { id: 3, username: 'agent' },
      structure: null,
      changes: {},
    });
    const newest = [
      entry(200, 'mapi', 'create'),
      entry(199, 'growth_metric', 'create'),
      entry(198, 'vaccination', 'cancel_dose'),
      entry(197, 'vaccination', 'edit_vaccination'),
      ...Array.from({ length: HISTORY_PAGE_SIZE - 4 }, (_, index) => entry(196 - index, 'vaccination', 'vaccinate')),
    ];
    jest.mocked(fetchChildHistory).mockResolvedValue(newest);
    jest.mocked(fetchOlderChildHistory).mockResolvedValue([entry(3, 'child', 'create')]);
    openCard();
    await userEvent.click(await screen.findByRole('tab', { name: 'Historique' }));
    const rows = async () => (await screen.findAllByRole('row')).filter((row) => row.classList.contains('ant-table-row'));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    expect((await rows()).slice(0, 5).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'MAPI : ajout',
      'Croissance : ajout',
      'Vaccination : annulation',
      'Vaccination : modification',
      'Vaccination : dose administrée',
    ]);
    expect(screen.queryByText('Aucune modification enregistrée')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Voir les entrées plus anciennes' }));
    expect(fetchOlderChildHistory).toHaveBeenCalledWith('123456786', newest.at(-1)!.id);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Voir les entrées plus anciennes' })).toBeNull());
    await userEvent.click(screen.getByTitle('6'));
    expect((await rows()).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Inscription']);
  });

  it('updates a parent phone through the edit menu, and shows the server refusal on the phone', async () => {
    jest.mocked(updateCitizenPhone).mockRejectedValueOnce(
      refusal(400, {
        detail: 'This phone number is already registered',
        key: 'ERROR.CODE.VALIDATION',
        errorCode: 100,
        fields: { phone: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.PHONE_ALREADY_USED' }] },
      }),
    );
    openCard();
    await userEvent.click(await screen.findByTestId('child-edit-menu'));
    await userEvent.click(await screen.findByText('Mettre à jour le téléphone du citoyen'));
    const phone = await screen.findByLabelText('Nouveau numéro de téléphone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(screen.getByRole('button', { name: /Enregistrer|Save/ }));
    expect(await screen.findByText('Numéro de téléphone non valide')).toBeInTheDocument();
    expect(updateCitizenPhone).not.toHaveBeenCalled();

    await userEvent.clear(phone);
    await userEvent.type(phone, '22 333 444');
    await userEvent.click(screen.getByRole('button', { name: /Enregistrer|Save/ }));
    expect(await screen.findByText('Ce numéro de téléphone est déjà utilisé')).toBeInTheDocument();
    expect(updateCitizenPhone).toHaveBeenCalledWith({ citizen: 40, phone: '22 333 444' });
  });

  it('closes the medical folder from the edit menu: a reason and the irreversible confirmation first', async () => {
    jest.mocked(closeFolder).mockResolvedValueOnce({} as never);
    openCard();
    await userEvent.click(await screen.findByTestId('child-edit-menu'));
    await userEvent.click(await screen.findByText('Clôturer le dossier médical'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/La clôture est irréversible/)).toBeInTheDocument();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Clôturer définitivement/ }));
    expect(await within(dialog).findByText('Confirmez que la clôture est définitive')).toBeInTheDocument();
    expect(closeFolder).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Motif de la clôture/), 'Enfant décédé');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Clôturer définitivement/ }));
    await waitFor(() => expect(closeFolder).toHaveBeenCalledWith('123456786', 'fr', { reason: 'Enfant décédé', confirmIrreversible: true }));
    expect(await screen.findByText('Le dossier médical est clôturé')).toBeInTheDocument();
  });

  it('does not offer to close a folder that is already closed', async () => {
    const closed = { at: '2026-11-20T08:00:00.000Z', reason: 'Enfant décédé', username: 'agent' };
    jest.mocked(fetchFolder).mockResolvedValue({ evaxNumber: '123456786', birthDate: '2025-03-02', gender: 'male', closed });
    openCard();
    await userEvent.click(await screen.findByTestId('child-edit-menu'));
    expect(await screen.findByText('Mettre à jour le téléphone du citoyen')).toBeInTheDocument();
    // Once the folder's summary is read, its closing is no longer offered.
    await waitFor(() => expect(screen.queryByText('Clôturer le dossier médical')).not.toBeInTheDocument());
    expect(fetchFolder).toHaveBeenCalledWith('123456786', expect.anything());
  });

  it('shows the allergy banner over the card', async () => {
    const allergies = [{ id: 1, type: 'EGG', typeFr: "Protéines de l'œuf", typeAr: 'بروتين البيض', name: 'Ovalbumine', rank: 1 }];
    fakeHttp((request) =>
      request.url === apiPath(MEDICAL_FOLDER_API_PATHS.allergyList, { param: '123456786' }) ? { data: { count: 1, results: allergies } } : undefined,
    );
    try {
      openCard([...EVERYTHING, medicalFolder.viewAllergy]);
      const banner = await screen.findByTestId('allergy-banner');
      expect(banner).toHaveTextContent("Ovalbumine (Protéines de l'œuf)");
    } finally {
      restoreHttp();
    }
  });

  it('shows the server refusal of a delete (vaccinations recorded) in the dialog', async () => {
    jest.mocked(deleteChild).mockRejectedValueOnce(refusal(409, { detail: 'has vaccinations', key: 'ERROR.CODE.CHILD_HAS_VACCINATIONS', errorCode: 202 }));
    openCard();
    await userEvent.click(await screen.findByRole('button', { name: /Supprimer/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Supprimer/ }));
    expect(await within(dialog).findByText('Cet enfant a des vaccinations enregistrées : il ne peut pas être supprimé')).toBeInTheDocument();
    expect(deleteChild).toHaveBeenCalledWith('123456786', 'fr');
    expect(locationNow()).toBe('/admin/child/123456786');
  });

  it('deletes a child after the confirmation and goes back to the list', async () => {
    jest.mocked(deleteChild).mockResolvedValueOnce(undefined);
    openCard();
    await userEvent.click(await screen.findByRole('button', { name: /Supprimer/ }));
    const dialog = await screen.findByRole('dialog');
    const reads = () => [jest.mocked(fetchChild).mock.calls.length, jest.mocked(fetchFolder).mock.calls.length];
    const before = reads();
    await userEvent.click(within(dialog).getByRole('button', { name: /Supprimer/ }));
    await waitFor(() => expect(locationNow()).toBe('/admin/child/list'));
    expect(screen.getByText('L’enfant a été supprimé')).toBeInTheDocument();
    // The deleted child is not asked for again (it would answer 404), neither its card nor its folder.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads()).toEqual(before);
  });

  it('answers a child out of reach as the API says (parent not found)', async () => {
    jest.mocked(fetchChild).mockRejectedValueOnce(refusal(404, { detail: 'Child not found', key: 'ERROR.CODE.PARENT_NOT_FOUND', errorCode: 203 }));
    openCard();
    expect(await screen.findByText('Parent introuvable')).toBeInTheDocument();
  });

  it('reads right to left in Arabic, with the Arabic labels', async () => {
    openCard(EVERYTHING, 'ar');
    expect(await screen.findByText('اسم الجد للأب')).toBeInTheDocument();
    expect(screen.getByText('مبكرة (من 32 إلى 36 أسبوعًا)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'السجل' })).toBeInTheDocument();
  });
});
