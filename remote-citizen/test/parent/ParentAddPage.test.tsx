import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CITIZEN_API_PATHS } from '@evax/shared/contract';
import { evaxNumberFrom } from '@evax/shared/validation';
import { restoreHttp } from '../../../shared/jest/fake-http';
import { locationNow, renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import ParentAddPage from '../../src/parent/pages/ParentAddPage';
import { bodyOf, checkParentId, chooseRole, fakeCitizenApi, put, REGISTERED_MOTHER } from '../child-add/child-add-support';

jest.setTimeout(90_000);

const EVAX = evaxNumberFrom('12345678');

describe('adding a parent to a child', () => {
  beforeEach(() => setupI18n('fr', citizenTranslations));
  afterEach(restoreHttp);

  it('refuses a mistyped evax number before any call, then links the registered parent found', async () => {
    const seen = fakeCitizenApi({ parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER } });
    renderInApp(<ParentAddPage />, { route: '/admin/parent/add' });
    const wrongDigit = `${EVAX.slice(0, 8)}${(Number(EVAX[8]) + 1) % 10}`;
    put(await screen.findByLabelText("N° eVax de l'enfant"), wrongDigit);
    await checkParentId(REGISTERED_MOTHER.nationalId!);
    expect(await screen.findByTestId('registered-parent')).toBeInTheDocument();
    await chooseRole('Mère');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le parent' }));
    expect(await screen.findByText('Numéro EVAX non valide : vérifiez les neuf chiffres')).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'post')).toHaveLength(0);

    put(screen.getByLabelText("N° eVax de l'enfant"), EVAX);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le parent' }));
    await waitFor(() => expect(locationNow()).toBe(`/admin/child/${EVAX}`));
    const post = seen.find((request) => request.method === 'post')!;
    expect(post.url).toBe(CITIZEN_API_PATHS.parentLink);
    expect(bodyOf(post)).toEqual({ child: EVAX, role: 'mother', parent: REGISTERED_MOTHER.id });
  });

  it("opened from the card's 'add a parent' (issue 30): the role still free is chosen already, and sent", async () => {
    const seen = fakeCitizenApi({ parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER } });
    renderInApp(<ParentAddPage />, { route: `/admin/parent/add?child=${EVAX}&role=father` });
    await checkParentId(REGISTERED_MOTHER.nationalId!);
    expect(await screen.findByTestId('registered-parent')).toBeInTheDocument();
    expect(screen.getByTitle('Père')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le parent' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((request) => request.method === 'post')!)).toEqual({ child: EVAX, role: 'father', parent: REGISTERED_MOTHER.id });
  });

  it('a parent registered outside the caller’s scope (issue 27): said so, no phone, and linked by its id', async () => {
    const seen = fakeCitizenApi({ parents: { [REGISTERED_MOTHER.nationalId!]: REGISTERED_MOTHER }, outsideScope: [REGISTERED_MOTHER.nationalId!] });
    renderInApp(<ParentAddPage />, { route: `/admin/parent/add?child=${EVAX}` });
    await checkParentId(REGISTERED_MOTHER.nationalId!);
    const card = await screen.findByTestId('registered-parent');
    expect(card).toHaveTextContent('Il est inscrit dans une autre structure');
    expect(card).not.toHaveTextContent(REGISTERED_MOTHER.phone!);
    await chooseRole('Mère');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le parent' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((request) => request.method === 'post')!)).toEqual({ child: EVAX, role: 'mother', parent: REGISTERED_MOTHER.id });
  });

  it('a new parent is sent whole, with the identity card checked', async () => {
    const seen = fakeCitizenApi();
    renderInApp(<ParentAddPage />, { route: `/admin/parent/add?child=${EVAX}` });
    expect(await screen.findByLabelText("N° eVax de l'enfant")).toHaveValue(EVAX);
    await checkParentId('07654321');
    expect(await screen.findByText('Aucun parent enregistré avec cette pièce : saisissez le nouveau parent.')).toBeInTheDocument();
    put(screen.getByLabelText('Prénom (français)'), 'Karim');
    put(screen.getByLabelText('Nom (français)'), 'Jaziri');
    put(screen.getByLabelText('Prénom (arabe)'), 'كريم');
    put(screen.getByLabelText('Nom (arabe)'), 'الجزيري');
    await chooseRole('Père');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le parent' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'post')).toBe(true));
    expect(bodyOf(seen.find((request) => request.method === 'post')!)).toMatchObject({
      child: EVAX,
      role: 'father',
      parent: { firstNameFr: 'Karim', lastNameAr: 'الجزيري', nationalId: '07654321', passportNumber: null, nationality: 'TN' },
    });
  });
});
