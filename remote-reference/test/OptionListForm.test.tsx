import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type OptionListDetail } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import OptionListFormPage from '../src/option-list/pages/OptionListFormPage';
import OptionListShowPage from '../src/option-list/pages/OptionListShowPage';

const slow = { timeout: 15_000 };

const birthType: OptionListDetail = {
  id: 4,
  code: 'BIRTH_TYPE',
  nameFr: "Type d'accouchement",
  nameAr: 'نوع الولادة',
  is_active: true,
  isSystem: true,
  defaultOptionsCount: 1,
  addedOptionsCount: 2,
  defaultOptionSet: [{ id: 10, code: 'VAGINAL', rank: 1, valueFr: 'Voie basse', valueAr: 'ولادة طبيعية' }],
  addedOptionSet: [
    { id: 21, rank: 1, valueFr: 'Forceps', valueAr: 'ملقط', active: true },
    { id: 22, rank: 2, valueFr: 'Ventouse', valueAr: 'شفاط', active: false },
  ],
  optionSet: [],
};

const addPath = '/admin/lists/new';

/** Puts a text in a field at once (typing it key by key is slow under jsdom). */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}
const editPath = '/admin/lists/:id/edit';

describe('option list form', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('refuses an empty list on the client, with the messages where they belong', async () => {
    const seen = fakeHttp(() => undefined);
    setupI18n('en', referenceTranslations);
    renderInApp(<OptionListFormPage />, { route: addPath, path: addPath });

    await userEvent.click(await screen.findByRole('button', { name: 'Remove option 1' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('This field cannot be blank', {}, slow)).toHaveLength(2);
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one option');
    expect(seen).toHaveLength(0);
  });

  it('creates a list as multipart, the options in the order the user set with the buttons', async () => {
    const seen = fakeHttp((request) =>
      request.url === API_PATHS.optionLists && request.method === 'post' ? { status: 201, data: { ...birthType, id: 9 } } : undefined,
    );
    setupI18n('en', referenceTranslations);
    renderInApp(<OptionListFormPage />, { route: addPath, path: addPath });

    fill(await screen.findByLabelText('Name (French)', {}, slow), 'Allaitement');
    fill(screen.getByLabelText('Name (Arabic)'), 'الرضاعة');
    fill(screen.getByLabelText('Code'), 'feeding_type');
    const values = [
      ['Maternel', 'طبيعية'],
      ['Mixte', 'مختلطة'],
    ];
    for (const [index, [fr, ar]] of values.entries()) {
      if (index > 0) await userEvent.click(screen.getByRole('button', { name: /Add an option/ }));
      fill(screen.getByLabelText(`Value (French) ${index + 1}`), fr!);
      fill(screen.getByLabelText(`Value (Arabic) ${index + 1}`), ar!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
    expect(screen.getByRole('button', { name: 'Move option 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move option 2 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(locationNow()).toBe('/admin/lists/9/show'), slow);
    const body = seen[0]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('code')).toBe('FEEDING_TYPE');
    expect(body.get('nameFr')).toBe('Allaitement');
    expect(JSON.parse(body.get('addedOptionSet') as string)).toEqual([
      { valueFr: 'Mixte', valueAr: 'مختلطة', active: true },
      { valueFr: 'Maternel', valueAr: 'طبيعية', active: true },
    ]);
  });

  it("shows the server's field error on its field and stays", async () => {
    fakeHttp(() => ({
      status: 400,
      data: {
        detail: 'exists',
        errorCode: 200,
        key: 'ERROR.CODE.ENTITY_ALREADY_EXISTS',
        fields: { code: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] },
      },
    }));
    setupI18n('en', referenceTranslations);
    renderInApp(<OptionListFormPage />, { route: addPath, path: addPath });

    fill(await screen.findByLabelText('Name (French)', {}, slow), 'Allaitement');
    fill(screen.getByLabelText('Name (Arabic)'), 'الرضاعة');
    fill(screen.getByLabelText('Code'), 'BIRTH_TYPE');
    fill(screen.getByLabelText('Value (French) 1'), 'Mixte');
    fill(screen.getByLabelText('Value (Arabic) 1'), 'مختلطة');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This value already exists', {}, slow)).toBeInTheDocument();
    // One error, one place: no banner repeating the code's error.
    expect(screen.queryByText('This item already exists')).not.toBeInTheDocument();
    expect(locationNow()).toBe(addPath);
  });

  it('edits: default options read-only, the added ones reordered and sent with their ids', async () => {
    const seen = fakeHttp((request) => (request.url === '/api/lists/4' ? { data: birthType } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<OptionListFormPage />, { route: '/admin/lists/4/edit', path: editPath });

    const defaults = await screen.findByRole('region', { name: 'Default options' }, slow);
    expect(within(defaults).getByText('Voie basse')).toBeInTheDocument();
    expect(within(defaults).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('BIRTH_TYPE')).toBeInTheDocument();
    expect(screen.queryByLabelText('Value (French) 3')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(locationNow()).toBe('/admin/lists/4/show'), slow);
    const patch = seen.find((request) => request.method === 'patch')!;
    expect(JSON.parse(patch.data as string)).toEqual({
      nameFr: "Type d'accouchement",
      nameAr: 'نوع الولادة',
      is_active: true,
      addedOptionSet: [
        { id: 22, valueFr: 'Ventouse', valueAr: 'شفاط', active: false },
        { id: 21, valueFr: 'Forceps', valueAr: 'ملقط', active: true },
      ],
    });
  });

  it('shows a list read-only, by rank, with Edit for who may change it', async () => {
    signInAs([PERMISSIONS.lists.view, PERMISSIONS.lists.change]);
    fakeHttp(() => ({ data: { ...birthType, addedOptionSet: [...birthType.addedOptionSet].reverse() } }));
    setupI18n('en', referenceTranslations);
    renderInApp(<OptionListShowPage />, { route: '/admin/lists/4/show', path: '/admin/lists/:id/show' });

    const added = await screen.findByRole('region', { name: 'Added options' }, slow);
    const rows = within(added).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Forceps', 'Ventouse']);
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(locationNow()).toBe('/admin/lists/4/edit');
  });
});
