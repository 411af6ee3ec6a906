import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIZEN_API_PATHS, CITIZEN_ERROR_KEYS } from '@evax/shared/contract';
import { restoreHttp } from '../../../shared/jest/fake-http';
import { locationNow, renderInApp, setupI18n } from '../../../shared/jest/render';
import ChildAddPage from '../../src/child/pages/ChildAddPage';
import { citizenTranslations } from '../../src/i18n';
import {
  bodyOf,
  CANDIDATE,
  checkParentId,
  chooseRole,
  fakeCitizenApi,
  fillChild,
  next,
  put,
  REGISTERED_MOTHER,
  save,
  SFAX,
  SFAX_MEDINA,
  waitForCall,
} from './child-add-support';

jest.setTimeout(90_000);

const render = (route = '/admin/child/add') => renderInApp(<ChildAddPage />, { route });
const creations = (seen: ReturnType<typeof fakeCitizenApi>) => seen.filter((request) => request.method === 'post');

describe('adding a child: step 1', () => {
  beforeEach(() => setupI18n('fr', citizenTranslations));
  afterEach(restoreHttp);

  it('refuses Next while the child data breaks the shared rules, and stays on step 1', async () => {
    const seen = fakeCitizenApi();
    render();
    put(await screen.findByLabelText('Prénom (français)'), 'يوسف');
    put(screen.getByLabelText('Prénom (arabe)'), 'Youssef');
    await next();

    expect(await screen.findByText("Caractères latins uniquement (lettres, chiffres, espaces et - _ ' . /)")).toBeInTheDocument();
    expect(screen.getByText('Lettres arabes uniquement, sans chiffres')).toBeInTheDocument();
    const lastName = screen.getByLabelText('Nom (français)').closest('[data-field]')!;
    expect(within(lastName as HTMLElement).getByText(/obligatoire/i)).toBeInTheDocument();
    expect(screen.queryByLabelText("N° de carte d'identité nationale")).toBeInTheDocument(); // the child's own, step 1
    expect(screen.queryByRole('button', { name: 'Vérifier le parent' })).not.toBeInTheDocument();
    expect(creations(seen)).toHaveLength(0);
  });

  it('feeds the delegations from the governorate chosen, and hides the birth place when born abroad', async () => {
    const seen = fakeCitizenApi();
    render();
    await fillChild();
    expect(seen.some((request) => request.url === `/api/governorates/${SFAX.id}/delegations`)).toBe(true);
    await userEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(screen.queryByLabelText('Gouvernorat de naissance')).not.toBeInTheDocument());
    await next();
    expect(await screen.findByRole('button', { name: 'Vérifier le parent' })).toBeInTheDocument();
  });
});

describe('adding a child: step 2 and the save', () => {
  beforeEach(() => setupI18n('fr', citizenTranslations));
  afterEach(restoreHttp);

  it("step 2 shows no message under the parent's paper before it is typed in or the step is saved", async () => {
    fakeCitizenApi();
    render();
    await fillChild();
    await next();
    const paperMessages = () => document.querySelectorAll('[data-field-error^="paper."]');
    // Choosing the paper validates step 2: Next's submit of step 1 must not have marked its fields.
    await userEvent.click(await screen.findByText('Passeport'));
    await screen.findByLabelText('N° de passeport');
    await userEvent.click(screen.getByText("Carte d'identité nationale"));
    await screen.findByLabelText("N° de carte d'identité nationale");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paperMessages()).toHaveLength(0);
    await save();
    await waitFor(() => expect(paperMessages()).not.toHaveLength(0));
    expect(
      within(screen.getByLabelText("N° de carte d'identité nationale").closest('[data-field]') as HTMLElement).getByText(/obligatoire/i),
    ).toBeInTheDocument();
  });

  it('an unknown parent is created with the child and its role, then the card opens', async () => {
    const seen = fakeCitizenApi();
    render();
    await fillChild();
    await next();
    await checkParentId('09876543');
    expect(await screen.findByText('Aucun parent enregistré avec cette pièce : saisissez le nouveau parent.')).toBeInTheDocument();

    await save(); // the new parent's names are required
    expect(await screen.findAllByText(/obligatoire/i)).not.toHaveLength(0);
    expect(creations(seen)).toHaveLength(0);

    put(screen.getByLabelText('Prénom (français)'), 'Amira');
    put(screen.getByLabelText('Nom (français)'), 'Trabelsi');
    put(screen.getByLabelText('Prénom (arabe)'), 'أميرة');
    put(screen.getByLabelText('Nom (arabe)'), 'الطرابلسي');
    put(screen.getByLabelText('Téléphone'), '22 123 456');
    await chooseRole('Mère');
    await save();

    await waitFor(() => expect(locationNow()).toBe('/admin/child/765432103'));
    const [create] = creations(seen);
    expect(create!.url).toBe(CITIZEN_API_PATHS.childCreate);
    const body = bodyOf(create!);
    expect(body).toMatchObject({
      role: 'mother',
      child: {
        firstNameFr: 'Youssef',
        lastNameAr: 'الطرابلسي',
        birthDate: '2024-03-07',
        gender: 'male',
        birthGovernorate: SFAX.id,
        birthDelegation: SFAX_MEDINA.id,
        birthWeightKg: 3.2,
        nationality: 'TN',
      },
      parent: { firstNameFr: 'Amira', nationalId: '09876543', phone: '22 123 456' },
    });
    expect(body.confirmNotDuplicate).toBeUndefined();
    expect(screen.getByText('Enfant enregistré : n° eVax 765432103')).toBeInTheDocument();
  });

  it('a registered parent is linked by its id (a sibling); a foreign child goes to the foreign call', async () => {
    const seen = fakeCitizenApi({ parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER } });
    render();
    await fillChild({ nationality: 'France' });
    expect(screen.getByText(/Enfant étranger/)).toBeInTheDocument();
    await next();
    await checkParentId(REGISTERED_MOTHER.nationalId!);
    const card = await screen.findByTestId('registered-parent');
    expect(within(card).getByText('Amira Trabelsi')).toBeInTheDocument();
    expect(screen.queryByLabelText('Prénom (arabe)')).not.toBeInTheDocument();
    await chooseRole('Mère');
    await save();

    await waitForCall(seen, CITIZEN_API_PATHS.foreignChildCreateForParent);
    expect(bodyOf(creations(seen)[0]!)).toMatchObject({ parent: REGISTERED_MOTHER.id, role: 'mother', child: { nationality: 'FR' } });
  });

  it('opened from a citizen page (?parent=), the parent step opens on that parent, found, and the child is linked to it (issue 30)', async () => {
    const seen = fakeCitizenApi({ citizens: [REGISTERED_MOTHER] });
    render(`/admin/child/add?parent=${REGISTERED_MOTHER.id}`);
    expect(await screen.findByText(/Nouvel enfant de Amira Trabelsi/)).toBeInTheDocument();
    await fillChild();
    await next();
    expect(within(await screen.findByTestId('registered-parent')).getByText('Amira Trabelsi')).toBeInTheDocument();
    await chooseRole('Mère');
    await save();

    await waitForCall(seen, CITIZEN_API_PATHS.childCreateForParent);
    expect(bodyOf(creations(seen)[0]!)).toMatchObject({ parent: REGISTERED_MOTHER.id, role: 'mother' });
    expect(seen.some((request) => request.url === CITIZEN_API_PATHS.checkParent)).toBe(false);
  });

  it('Save without checking asks check_parent first and stays on the step to show the answer', async () => {
    const seen = fakeCitizenApi({ parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER } });
    render();
    await fillChild();
    await next();
    put(await screen.findByLabelText("N° de carte d'identité nationale"), REGISTERED_MOTHER.nationalId!);
    await save();
    expect(await screen.findByTestId('registered-parent')).toBeInTheDocument();
    expect(creations(seen)).toHaveLength(0);
  });

  it('shows the animal-case warning at step 2 when the redirect flag is set', async () => {
    fakeCitizenApi();
    render('/admin/child/add?redirect=true');
    await fillChild();
    expect(screen.queryByText(/exposition animale/)).not.toBeInTheDocument();
    await next();
    expect(await screen.findByText("Cas d'exposition animale : une fois l'enfant enregistré, ouvrez sa fiche antirabique.")).toBeInTheDocument();
  });

  it("a refusal about the child's own data is said in the banner, as step 1's", async () => {
    fakeCitizenApi({
      parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER },
      creates: [
        {
          status: 400,
          data: {
            detail: 'Invalid',
            key: 'ERROR.CODE.VALIDATION_FAILED',
            fields: { 'child.nationalId': [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.NATIONAL_ID_ALREADY_USED' }] },
          },
        },
      ],
    });
    render();
    await fillChild();
    await next();
    await checkParentId(REGISTERED_MOTHER.nationalId!);
    await chooseRole('Père');
    await save();
    const said = "Données de l'enfant (étape 1) : Ce numéro de carte d'identité nationale est déjà enregistré";
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(said));
  });
});

describe('adding a child: likely duplicates', () => {
  beforeEach(() => setupI18n('fr', citizenTranslations));
  afterEach(restoreHttp);

  const duplicates = { status: 409, data: { detail: 'Possible duplicates', key: CITIZEN_ERROR_KEYS.possibleDuplicates, candidates: [CANDIDATE] } };

  async function reachDuplicates() {
    const seen = fakeCitizenApi({ parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER }, creates: [duplicates] });
    render();
    await fillChild();
    await next();
    await checkParentId(REGISTERED_MOTHER.nationalId!);
    await chooseRole('Mère');
    await save();
    const panel = await screen.findByTestId('duplicates');
    return { seen, panel };
  }

  it('shows the candidates beside the child entered, and opens an existing child', async () => {
    const { seen, panel } = await reachDuplicates();
    expect(within(panel).getByText('Cet enfant est peut-être déjà enregistré')).toBeInTheDocument();
    const entered = within(panel).getByTestId('duplicate-entered');
    expect(within(entered).getByText('07/03/2024')).toBeInTheDocument();
    expect(within(entered).getByText('Sfax')).toBeInTheDocument();
    const candidate = within(panel).getByTestId('duplicate-candidate');
    expect(within(candidate).getByText('08/03/2024')).toBeInTheDocument();
    expect(within(candidate).getByText('123456782')).toBeInTheDocument();
    expect(within(candidate).getByText('Ressemblance 91 %')).toBeInTheDocument();

    await userEvent.click(within(candidate).getByRole('button', { name: 'Ouvrir cette fiche' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/child/123456782'));
    expect(creations(seen)).toHaveLength(1);
  });

  it('"a different child" sends the same request again with confirmNotDuplicate, then opens the new card', async () => {
    const { seen, panel } = await reachDuplicates();
    await userEvent.click(within(panel).getByRole('button', { name: "C'est un autre enfant : enregistrer" }));
    await waitFor(() => expect(locationNow()).toBe('/admin/child/765432103'));
    const [first, second] = creations(seen);
    expect(second).toBeDefined();
    expect(bodyOf(second!)).toEqual({ ...bodyOf(first!), confirmNotDuplicate: true });
  });

  it('back to the form keeps what was entered', async () => {
    const { panel } = await reachDuplicates();
    await userEvent.click(within(panel).getByRole('button', { name: 'Revenir au formulaire' }));
    expect(screen.queryByTestId('duplicates')).not.toBeInTheDocument();
    expect(screen.getByTestId('registered-parent')).toBeInTheDocument();
  });
});
