import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@evax/shared/runtime';
import { useFieldValue, type FieldDefinition, type FieldProps } from '@evax/shared/ui';
import { SchemaForm } from '../../../src/ui/form/SchemaForm';
import { renderInApp, setupI18n } from '../../../jest/render';

// What the real forms need of SchemaForm: loaded values, one place per server error, the shared
// rules, a Cancel button, hints, a page's own control, the language toggle following the errors.

configure({ asyncUtilTimeout: 15_000 });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const refused = (fields?: Record<string, { code: 'unique' | 'invalid'; key: string }[]>, key = 'ERROR.CODE.VALIDATION.FAILED') =>
  new ApiError({ status: 400, message: 'bad', envelope: { detail: 'bad', key, ...(fields ? { fields } : {}) } });

beforeEach(() => setupI18n('fr'));

describe('SchemaForm for the pages', () => {
  it('shows a field error on its field only, never also as a banner', async () => {
    const onSubmit = jest.fn(() => Promise.reject(refused({ name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] })));
    renderInApp(<SchemaForm id="f" fields={[{ type: 'input', name: 'name', label: 'Nom' }]} initialValues={{ name: 'BCG' }} onSubmit={onSubmit} />);
    await screen.findByLabelText('Nom');
    await save();
    expect(await screen.findByText('Cette valeur existe déjà')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error that names no shown field in the banner, once', async () => {
    const onSubmit = jest.fn(() => Promise.reject(refused({ other: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] })));
    renderInApp(<SchemaForm id="f" fields={[{ type: 'input', name: 'name', label: 'Nom' }]} onSubmit={onSubmit} />);
    await screen.findByLabelText('Nom');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette valeur existe déjà');
    expect(screen.getAllByText('Cette valeur existe déjà')).toHaveLength(1);
  });

  it("uses the form's banner key for an error without fields", async () => {
    const onSubmit = jest.fn(() => Promise.reject(refused(undefined, 'SOMETHING')));
    renderInApp(
      <SchemaForm
        id="f"
        fields={[{ type: 'input', name: 'name', label: 'Nom' }]}
        onSubmit={onSubmit}
        errorMessageKey={() => 'ERROR.CODE.VALIDATION.REQUIRED'}
      />,
    );
    await screen.findByLabelText('Nom');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce champ est obligatoire');
  });

  it('loads the values of the record to edit, and shows a failed load', async () => {
    const load = jest.fn(async () => ({ name: 'Rage' }));
    const { unmount } = renderInApp(<SchemaForm id="f" fields={[{ type: 'input', name: 'name', label: 'Nom' }]} load={load} onSubmit={jest.fn()} />);
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue('Rage'));
    unmount();
    const failing = () => Promise.reject(new ApiError({ status: 404, message: 'gone', envelope: null }));
    renderInApp(<SchemaForm id="g" fields={[{ type: 'input', name: 'name', label: 'Nom' }]} load={failing} onSubmit={jest.fn()} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nom')).not.toBeInTheDocument();
  });

  it('judges the values with the shared rules too (field errors or form messages), and shows hints', async () => {
    const onSubmit = jest.fn();
    const rules = (values: Record<string, unknown>) =>
      values.code === 'x' ? { code: [{ code: 'invalid' as const, key: 'ERROR.CODE.VALIDATION.UNIQUE' }] } : { code: 'ERROR.CODE.VALIDATION.REQUIRED' };
    renderInApp(<SchemaForm id="f" fields={[{ type: 'input', name: 'code', label: 'Code', hint: 'Un indice' }]} rules={rules} onSubmit={onSubmit} />);
    expect(await screen.findByText('Un indice')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), 'x');
    expect(await screen.findByText('Cette valeur existe déjà')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has a Cancel button when asked', async () => {
    const onCancel = jest.fn();
    renderInApp(<SchemaForm id="f" fields={[{ type: 'input', name: 'name', label: 'Nom' }]} onSubmit={jest.fn()} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("renders a page's own control with the kind's value, and the server's messages under its path", async () => {
    function Rows({ name, serverErrors }: FieldProps) {
      const { value, setValue } = useFieldValue<{ v: string }[]>(name);
      return (
        <div>
          <button type="button" onClick={() => setValue([...value, { v: 'x' }])}>
            Ajouter
          </button>
          <span>{value.length} lignes</span>
          {Object.entries(serverErrors ?? {}).map(([path, message]) => (
            <span key={path}>{`${path}: ${message}`}</span>
          ))}
        </div>
      );
    }
    const onSubmit = jest.fn((_values: Record<string, unknown>) => Promise.reject(refused({ 'rows.0.v': [{ code: 'unique', key: 'K' }] })));
    renderInApp(<SchemaForm id="f" fields={[{ type: 'form_repeater', name: 'rows', component: Rows, ownShell: true }]} onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    expect(screen.getByText('1 lignes')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('rows.0.v: K')).toBeInTheDocument();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ rows: [{ v: 'x' }] });
  });

  it('turns the language toggle to the language whose fields the rules refuse', async () => {
    const fields: FieldDefinition[] = [
      { type: 'input', name: 'nameFr', label: 'Nom FR', language: 'fr' },
      { type: 'input', name: 'nameAr', label: 'Nom AR', language: 'ar' },
    ];
    const rules = (values: Record<string, unknown>): Record<string, string> => (values.nameAr ? {} : { nameAr: 'ERROR.CODE.VALIDATION.REQUIRED' });
    renderInApp(
      <SchemaForm
        id="f"
        fields={fields}
        bilingual={{ label: 'Langue', fr: 'FR', ar: 'AR' }}
        rules={rules}
        initialValues={{ nameFr: 'Sara' }}
        onSubmit={jest.fn()}
      />,
    );
    expect(await screen.findByLabelText('Nom FR')).toBeInTheDocument();
    await save();
    expect(await screen.findByLabelText('Nom AR')).toBeInTheDocument();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
  });

  it('writes the status labels in a switch', async () => {
    renderInApp(
      <SchemaForm
        id="f"
        fields={[{ type: 'switch', name: 'is_active', label: 'Statut', props: { onLabel: 'Actif', offLabel: 'Archivé' } }]}
        initialValues={{ is_active: true }}
        onSubmit={jest.fn()}
      />,
    );
    expect(await screen.findByRole('switch')).toHaveTextContent('Actif');
  });

  it('marks a left-to-right island in a hint; has a submit icon and a submit disabled while the values say so', async () => {
    const hint = { T: { HINT: 'Exemple : <ltr>+216 20 123 456</ltr>' } };
    setupI18n('fr', { fr: hint, ar: hint, en: hint });
    renderInApp(
      <SchemaForm
        id="f"
        fields={[{ type: 'input', name: 'phone', label: 'Téléphone', hint: 'T.HINT' }]}
        submitIcon={<span data-testid="submit-icon" />}
        submitDisabled={(values) => !values.phone}
        onSubmit={jest.fn()}
      />,
    );
    expect(await screen.findByText('+216 20 123 456')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/Exemple/)).not.toHaveTextContent('<ltr>');
    expect(screen.getByRole('button', { name: /Enregistrer/ })).toBeDisabled();
    expect(screen.getByTestId('submit-icon')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Téléphone'), '20');
    expect(screen.getByRole('button', { name: /Enregistrer/ })).toBeEnabled();
  });

  it('submits a one-time code as soon as its last box is typed, when asked; its boxes are a group named by the label', async () => {
    const onSubmit = jest.fn();
    renderInApp(
      <SchemaForm
        id="f"
        fields={[{ type: 'input_otp', name: 'code', label: 'Code reçu', required: true, props: { length: 4, submitWhenComplete: true } }]}
        onSubmit={onSubmit}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Code reçu' });
    await userEvent.click(within(group).getAllByRole('textbox')[0]!);
    await userEvent.keyboard('123');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('4');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: '1234' }, expect.anything()));
  });
});
