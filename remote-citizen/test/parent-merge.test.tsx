import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, type ChildParent, type Permission } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { fetchCitizen, fetchCitizenChildren, fetchCitizensPage, mergeCitizen } from '../src/citizen/api';
import CitizenShowPage from '../src/citizen/pages/CitizenShowPage';
import { ChildParentsTable, freeParentRole } from '../src/child/components/ChildParentsTable';
import { citizenTranslations } from '../src/i18n';
import { aChildRow, amira } from './support';

jest.mock('../src/citizen/api', () => ({
  ...jest.requireActual('../src/citizen/api'),
  fetchCitizensPage: jest.fn(),
  fetchCitizen: jest.fn(),
  fetchCitizenChildren: jest.fn(),
  mergeCitizen: jest.fn(),
}));

/** The same mother registered a second time, by her passport, with another phone. */
const amiraAgain = { ...amira, id: 41, nationalId: null, passportNumber: 'P1234567', phone: '+216 98 765 432' };
const { citizen } = PERMISSIONS;

describe('merging two records of a citizen, adding a child or a parent (issue 30)', () => {
  afterEach(() => {
    jest.resetAllMocks();
    clearResourceCache();
    signOutNow();
  });

  function openPage(language: 'fr' | 'ar', permissions: Permission[] = [citizen.showCitizen, citizen.editChild]) {
    signInAs(permissions);
    jest.mocked(fetchCitizen).mockResolvedValue(amira);
    jest
      .mocked(fetchCitizenChildren)
      .mockImplementation(async (id) => [{ ...aChildRow({ id, evaxNumber: id === 41 ? '234567891' : '123456786' }), role: 'mother' }]);
    setupI18n(language, citizenTranslations);
    renderInApp(<CitizenShowPage />, { route: '/admin/citoyen/40', path: '/admin/citoyen/:id' });
  }

  it('finds the duplicate, shows both side by side with what is kept and the children moved, then merges', async () => {
    jest.mocked(fetchCitizensPage).mockResolvedValue({ count: 2, results: [amira, amiraAgain] });
    jest.mocked(mergeCitizen).mockResolvedValue({ ...amira, passportNumber: 'P1234567' });
    openPage('fr');
    await userEvent.click(await screen.findByTestId('citizen-merge'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nom, CIN ou téléphone' }), 'Ben Salah{Enter}');
    expect(fetchCitizensPage).toHaveBeenCalledWith(expect.objectContaining({ search: 'Ben Salah' }), expect.anything());
    // The page's own record is not offered.
    expect(screen.queryByTestId('merge-choose-40')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('merge-choose-41'));

    const passport = within(screen.getByTestId('merge-comparison')).getByText('N° de passeport').closest('tr')!;
    // Kept: none; retired: P1234567; after the merge: P1234567 (the kept record lacked it).
    expect(within(passport).getAllByText('P1234567')).toHaveLength(2);
    const phone = within(screen.getByTestId('merge-comparison')).getByText('Téléphone').closest('tr')!;
    expect(within(phone).getAllByText('+216 20 123 456')).toHaveLength(2);
    expect(await within(screen.getByTestId('merge-moved-children')).findByText(/234567891/)).toBeInTheDocument();
    expect(screen.getByText('1 enfant transféré')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('merge-confirm'));
    expect(mergeCitizen).toHaveBeenCalledWith(40, 41);
  });

  it('says a conflict before confirming (different national identity cards), in Arabic, and shows a refusal of the server', async () => {
    const other = { ...amiraAgain, id: 42, nationalId: '09999999', passportNumber: null };
    jest.mocked(fetchCitizensPage).mockResolvedValue({ count: 2, results: [other, amiraAgain] });
    jest.mocked(mergeCitizen).mockRejectedValue({
      isAxiosError: true,
      response: { status: 409, data: { detail: 'x', key: 'ERROR.CODE.PARENT_MERGE_ROLE_CONFLICT' } },
    });
    openPage('ar');
    await userEvent.click(await screen.findByTestId('citizen-merge'));
    expect(screen.getByRole('dialog', { name: 'دمج بطاقتين لنفس المواطن' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'بن صالح{Enter}');
    await userEvent.click(await screen.findByTestId('merge-choose-42'));
    expect(screen.getByTestId('merge-conflict')).toHaveTextContent('للبطاقتين وثائق هوية أو جنسيات مختلفة');
    expect(screen.getByTestId('merge-confirm')).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'اختيار بطاقة أخرى' }));
    await userEvent.type(screen.getByRole('searchbox'), 'بن صالح{Enter}');
    await userEvent.click(await screen.findByTestId('merge-choose-41'));
    expect(screen.queryByTestId('merge-conflict')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('merge-confirm'));
    expect(await screen.findByText('إحدى البطاقتين أمّ لطفل والأخرى أب لطفل: لا يمكن لنفس الشخص أن يكون الاثنين')).toBeInTheDocument();
  });

  it('offers the merge with edit-children only, and "add a child" with add-children, opening the form for this parent', async () => {
    openPage('fr', [citizen.showCitizen, citizen.addChildren]);
    expect(await screen.findByTestId('citizen-add-child')).toBeInTheDocument();
    expect(screen.queryByTestId('citizen-merge')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('citizen-add-child'));
    expect(locationNow()).toBe('/admin/child/add?parent=40');
  });

  it("the card's parents: 'add a parent' opens the form for this child in the role still free", async () => {
    const mother: ChildParent = { ...amira, role: 'mother' };
    expect(freeParentRole([mother])).toBe('father');
    expect(freeParentRole([{ ...mother, role: 'father' }])).toBe('mother');
    expect(freeParentRole([mother, { ...amiraAgain, role: 'father' }])).toBeUndefined();
    expect(freeParentRole([])).toBeUndefined();
    signInAs([citizen.addChildren]);
    setupI18n('ar', citizenTranslations);
    renderInApp(<ChildParentsTable parents={[mother]} evaxNumber="123456786" />);
    await userEvent.click(screen.getByRole('button', { name: /إضافة وليّ/ }));
    expect(locationNow()).toBe('/admin/parent/add?child=123456786&role=father');
  });
});
