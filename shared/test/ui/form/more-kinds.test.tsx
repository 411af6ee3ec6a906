import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FieldDefinition } from '@evax/shared/ui';
import { SchemaForm } from '../../../src/ui/form/SchemaForm';
import { renderInApp, setupI18n } from '../../../jest/render';

// The kinds of spec 1 §2.6 that SchemaForm.test.tsx does not drive: colour, week, creatable select
// with its modal, rich text editor, preloaded and multiselect tables.

function renderForm(fields: FieldDefinition[], initialValues?: Record<string, unknown>) {
  const onSubmit = jest.fn();
  const view = renderInApp(<SchemaForm id="f" fields={fields} onSubmit={onSubmit} initialValues={initialValues} />);
  return { onSubmit, ...view };
}

configure({ asyncUtilTimeout: 15_000 });

const form = () => screen.getByRole('button', { name: 'Enregistrer' });
const submitted = async (onSubmit: jest.Mock) => {
  await userEvent.click(form());
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls.at(-1)[0] as Record<string, unknown>;
};

beforeEach(() => setupI18n('fr'));

// jsdom has no layout: ProseMirror asks a Range for its rectangles when it scrolls the selection into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = noRects;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
});

describe('input_color', () => {
  it('shows its colour as hex text and keeps a new colour as #rrggbb', async () => {
    const { onSubmit, container } = renderForm([{ type: 'input_color', name: 'color', label: 'Couleur' }], { color: '#1677ff' });
    expect(await screen.findByText(/#1677ff/i)).toBeInTheDocument();

    await userEvent.click(container.querySelector('.ant-color-picker-trigger')!);
    const hex = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input');
      expect(input).not.toBeNull();
      return input!;
    });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'ff0000');
    fireEvent.blur(hex);

    expect(await submitted(onSubmit)).toMatchObject({ color: '#ff0000' });
  });
});

describe('week_picker', () => {
  it('keeps the first day of the picked week (Monday in French) as YYYY-MM-DD', async () => {
    const { onSubmit } = renderForm([{ type: 'week_picker', name: 'week', label: 'Semaine' }], { week: '2026-11-23' });
    const input = await screen.findByLabelText('Semaine');
    expect(input).not.toHaveValue('');

    await userEvent.click(input);
    const thursday = await waitFor(() => {
      const cell = document.querySelector<HTMLElement>('td[title="2026-11-12"]');
      expect(cell).not.toBeNull();
      return cell!;
    });
    await userEvent.click(thursday);

    expect(await submitted(onSubmit)).toMatchObject({ week: '2026-11-09' });
  });
});

describe('creatable_select_with_modal', () => {
  it('creates an option in the modal through props.onCreate, selects it and submits its value', async () => {
    const onCreate = jest.fn(async (label: string) => ({ value: 7, label }));
    const { onSubmit } = renderForm([
      { type: 'creatable_select_with_modal', name: 'lab', label: 'Laboratoire', props: { options: [{ value: 1, label: 'Sanofi' }], onCreate } },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Laboratoire' });
    fireEvent.mouseDown(select);
    expect(await screen.findByTitle('Sanofi')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('f_lab-create'));

    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nouvelle option' }), 'Pfizer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCreate).toHaveBeenCalledWith('Pfizer');
    expect(await screen.findByTitle('Pfizer')).toBeInTheDocument();
    expect(await submitted(onSubmit)).toMatchObject({ lab: 7 });
  });

  it('cancel closes the modal and keeps the value', async () => {
    const { onSubmit } = renderForm(
      [{ type: 'creatable_select_with_modal', name: 'lab', label: 'Laboratoire', props: { options: [{ value: 1, label: 'Sanofi' }] } }],
      { lab: 1 },
    );
    const select = await screen.findByRole('combobox', { name: 'Laboratoire' });
    fireEvent.mouseDown(select);
    await userEvent.click(await screen.findByTestId('f_lab-create'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await submitted(onSubmit)).toMatchObject({ lab: 1 });
  });
});

describe('wysiwyg_editor', () => {
  it('loads on first use, is 400 px high, and its content reaches formik as HTML', async () => {
    const { onSubmit, container } = renderForm([{ type: 'wysiwyg_editor', name: 'body', label: 'Texte' }], { body: '<p>Bonjour</p>' });
    // Lazy: not there on the first render, there once its chunk has loaded.
    expect(container.querySelector('.evax-editor')).toBeNull();
    const editor = await waitFor(
      () => {
        const element = container.querySelector<HTMLElement>('.evax-editor');
        expect(element).not.toBeNull();
        return element!;
      },
      { timeout: 30_000 },
    );
    expect(editor).toHaveStyle({ height: '400px' });
    expect(await within(editor).findByText('Bonjour')).toBeInTheDocument();

    await userEvent.click(within(editor).getByRole('button', { name: 'ordered list' }));
    await waitFor(() => expect(editor.querySelector('ol')).not.toBeNull());

    expect(await submitted(onSubmit)).toMatchObject({ body: expect.stringMatching(/^<ol><li><p>Bonjour<\/p><\/li><\/ol>/) });
  });
});

const columns = [
  { key: 'name', title: 'Vaccin' },
  { key: 'dose', title: 'Dose' },
];
const rows = [
  { id: 11, name: 'BCG', dose: 1 },
  { id: 12, name: 'VPO', dose: 3 },
];

describe('preloaded_table', () => {
  it('shows the rows given under the columns given, and adds nothing to the values', async () => {
    const { onSubmit } = renderForm([
      { type: 'input', name: 'note', label: 'Note' },
      { type: 'preloaded_table', name: 'preloaded', label: 'Calendrier', props: { columns, rows } },
    ]);
    expect(await screen.findByRole('columnheader', { name: 'Vaccin' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dose' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'BCG' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VPO' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const values = await submitted(onSubmit);
    expect(values).toMatchObject({ note: '' });
  });
});

describe('multiselect_table', () => {
  it('chooses several rows; the value is their ids, and the count is said', async () => {
    const { onSubmit } = renderForm([{ type: 'multiselect_table', name: 'vaccines', label: 'Vaccins', props: { columns, rows } }], { vaccines: [12] });
    const bcg = (await screen.findByRole('cell', { name: 'BCG' })).closest('tr')!;
    const vpo = screen.getByRole('cell', { name: 'VPO' }).closest('tr')!;
    expect(within(vpo).getByRole('checkbox')).toBeChecked();
    expect(screen.getByText('1 ligne choisie')).toBeInTheDocument();

    await userEvent.click(within(bcg).getByRole('checkbox'));

    expect(await screen.findByText('2 lignes choisies')).toBeInTheDocument();
    const values = await submitted(onSubmit);
    expect([...(values.vaccines as number[])].sort()).toEqual([11, 12]);
  });
});
