import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { ApiError, useNotifications } from '@evax/shared/runtime';
import { SUBMIT_SPINNER_DELAY_MS, type FieldDefinition } from '@evax/shared/ui';
import { SchemaForm } from '../../../src/ui/form/SchemaForm';
import { renderInApp, setupI18n } from '../../../jest/render';

function renderForm(fields: FieldDefinition[], options: Partial<Parameters<typeof SchemaForm>[0]> = {}) {
  const onSubmit = options.onSubmit ?? jest.fn();
  renderInApp(<SchemaForm id="f" fields={fields} onSubmit={onSubmit} {...options} />);
  return onSubmit as jest.Mock;
}

// antd under jsdom on a busy machine: give the lazy kinds and formik's validation time.
configure({ asyncUtilTimeout: 15_000 });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

const toasts = () =>
  useNotifications
    .getState()
    .take()
    .map((toast) => [toast.kind, toast.message]);

beforeEach(() => {
  setupI18n('fr');
  useNotifications.getState().take();
});

describe('SchemaForm', () => {
  it('marks required fields, refuses them empty with the required message and submits good values', async () => {
    const onSubmit = renderForm([
      { type: 'input', name: 'name', label: 'Nom', required: true },
      { type: 'input', name: 'note', label: 'Note' },
    ]);
    const input = await screen.findByLabelText('Nom');
    expect(input.closest('.ant-form-item')!.querySelector('.ant-form-item-required')).not.toBeNull();
    await save();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'Sara');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Sara', note: '' });
  });

  it('a submit refused at once never starts the spinner; a submit that lasts shows it', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm([{ type: 'input', name: 'name', label: 'Nom', required: true }], { onSubmit });
    const input = await screen.findByLabelText('Nom');
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    let spun = false;
    const watch = new MutationObserver(() => (spun ||= button.classList.contains('ant-btn-loading')));
    watch.observe(button, { attributes: true, attributeFilter: ['class'] });
    await save();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SUBMIT_SPINNER_DELAY_MS + 50));
    watch.disconnect();
    expect(spun).toBe(false);

    await userEvent.type(input, 'Sara');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    await act(async () => finish());
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('Enter then a click on Save while the first save is in flight sends it once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm([{ type: 'input', name: 'name', label: 'Nom', required: true }], { onSubmit });
    const input = await screen.findByLabelText('Nom');
    await userEvent.type(input, 'Sara{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await save();
    fireEvent.submit(document.getElementById('f')!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    // Once answered, the next save goes through.
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('validates on blur, and translates a message with parameters', async () => {
    renderForm([
      {
        type: 'input',
        name: 'code',
        label: 'Code',
        validation: (schema) => schema.min(3, JSON.stringify({ key: 'ERROR.CODE.VALIDATION.MIN_LENGTH', params: { min: 3 } })),
      },
    ]);
    const input = await screen.findByLabelText('Code');
    await userEvent.type(input, 'ab');
    fireEvent.blur(input);
    expect(await screen.findByText('Au moins 3 caractères')).toBeInTheDocument();
  });

  it('strips non-digits from number-only inputs and stops at the maximum length', async () => {
    renderForm([{ type: 'input', name: 'n', label: 'N', props: { numberOnly: true, maxLength: 4 } }]);
    const input = await screen.findByLabelText('N');
    await userEvent.type(input, '1a2-345');
    expect(input).toHaveValue('1234');
  });

  it('shows the server field errors on their fields until the value changes', async () => {
    const onSubmit = jest.fn(() => {
      throw new ApiError({
        status: 400,
        message: 'bad',
        envelope: { detail: 'bad', key: 'ERROR.CODE.VALIDATION.FAILED', fields: { name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] } },
      });
    });
    renderForm([{ type: 'input', name: 'name', label: 'Nom' }], { onSubmit, initialValues: { name: 'BCG' } });
    await screen.findByLabelText('Nom');
    await save();
    expect(await screen.findByText('Cette valeur existe déjà')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nom'), 'x');
    await waitFor(() => expect(screen.queryByText('Cette valeur existe déjà')).not.toBeInTheDocument());
  });

  it('shows the server errors it is given', async () => {
    renderForm([{ type: 'input', name: 'name', label: 'Nom' }], { serverErrors: { name: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG' }] } });
    expect(await screen.findByText('Valeur trop longue')).toBeInTheDocument();
  });

  it('an unselected required radio shows the required message', async () => {
    renderForm([{ type: 'radio', name: 'kind', label: 'Type', required: true, props: { options: [{ value: 'a', label: 'A' }] } }]);
    await screen.findByText('A');
    await save();
    expect(await screen.findByText('Ce champ est obligatoire')).toBeInTheDocument();
  });

  it('hides a field by condition, and the language toggle shows the Arabic or the French fields', async () => {
    renderForm(
      [
        { type: 'switch', name: 'more', label: 'Plus' },
        { type: 'input', name: 'detail', label: 'Détail', visible: (values) => values.more === true },
        { type: 'input', name: 'nameFr', label: 'Nom FR', language: 'fr' },
        { type: 'input', name: 'nameAr', label: 'Nom AR', language: 'ar' },
      ],
      { bilingual: true },
    );
    expect(await screen.findByLabelText('Nom FR')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nom AR')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Détail')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByLabelText('Détail')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Arabe'));
    expect(await screen.findByLabelText('Nom AR')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByLabelText('Nom FR')).not.toBeInTheDocument();
  });

  it('keeps digits left to right in a right-to-left page, though antd styles its inputs rtl', async () => {
    renderInApp(
      <ConfigProvider direction="rtl">
        <SchemaForm
          id="f"
          fields={[
            { type: 'input', name: 'phone', label: 'Téléphone', props: { inputType: 'tel', dir: 'ltr' } },
            { type: 'input_mask', name: 'cin', label: 'CIN', props: { mask: '99999999' } },
            { type: 'input', name: 'nameAr', label: 'Nom AR', language: 'ar' },
          ]}
          onSubmit={jest.fn()}
        />
      </ConfigProvider>,
    );
    expect(await screen.findByLabelText('Téléphone')).toHaveStyle({ direction: 'ltr', textAlign: 'right' });
    expect(await screen.findByLabelText('CIN')).toHaveStyle({ direction: 'ltr', textAlign: 'right' });
    expect(await screen.findByLabelText('Nom AR')).toHaveStyle({ direction: 'rtl' });
  });

  it('lays fields on 24 columns, 12 by default', async () => {
    const { container } = { container: document.body };
    renderForm([
      { type: 'input', name: 'a', label: 'A' },
      { type: 'input', name: 'b', label: 'B', width: 24 },
    ]);
    await screen.findByLabelText('B');
    const columns = container.querySelectorAll('[data-kind="input"]');
    expect(columns[0]).toHaveClass('ant-col-md-12');
    expect(columns[1]).toHaveClass('ant-col-md-24');
  });
});

describe('a refused save scrolls to its first error (every form of the kit)', () => {
  const scrolled = jest.fn();
  beforeEach(() => {
    scrolled.mockClear();
    // jsdom has no scrollIntoView: the kit calls it where the browser has it.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  const FIELDS: FieldDefinition[] = [
    { type: 'input', name: 'first', label: 'Premier' },
    { type: 'input', name: 'second', label: 'Second', required: true },
    { type: 'input', name: 'third', label: 'Troisième', required: true },
  ];
  const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item');

  it('to the first field refused by the rules, in the form order, once per save', async () => {
    const onSubmit = renderForm(FIELDS);
    await screen.findByLabelText('Premier');
    await save();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(scrolled).toHaveBeenCalledWith(itemOf('Second'));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Second'), 'x');
    await save();
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
    expect(scrolled).toHaveBeenLastCalledWith(itemOf('Troisième'));
  });

  it('to the field the server refused, and not at all on a save that passes', async () => {
    let refuse = true;
    const onSubmit = jest.fn(() => {
      if (!refuse) return;
      throw new ApiError({
        status: 400,
        message: 'bad',
        envelope: { detail: 'bad', key: 'ERROR.CODE.VALIDATION.FAILED', fields: { third: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] } },
      });
    });
    renderForm(FIELDS, { onSubmit, initialValues: { second: 'a', third: 'b' } });
    await screen.findByLabelText('Premier');
    await save();
    expect(await screen.findByText('Cette valeur existe déjà')).toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(itemOf('Troisième')));
    scrolled.mockClear();
    refuse = false;
    await userEvent.type(screen.getByLabelText('Troisième'), 'c');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe('field kinds', () => {
  it('date typing: slashes inserted, a date that does not exist shows the format message and clears the field', async () => {
    const onSubmit = renderForm([{ type: 'date_picker_with_input', name: 'birth', label: 'Naissance' }]);
    const input = await screen.findByLabelText('Naissance');
    await userEvent.type(input, '31022024');
    expect(await screen.findByText('Format de date invalide. Veuillez utiliser JJ/MM/AAAA.')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await userEvent.type(input, '29022024');
    expect(input).toHaveValue('29/02/2024');
    expect(screen.queryByText('Format de date invalide. Veuillez utiliser JJ/MM/AAAA.')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(onSubmit.mock.calls[0][0]).toMatchObject({ birth: '2024-02-29' }));
  });

  it('date typing: an unfinished date is refused on leaving the field', async () => {
    renderForm([{ type: 'date_picker_with_input', name: 'birth', label: 'Naissance' }]);
    const input = await screen.findByLabelText('Naissance');
    await userEvent.type(input, '1202');
    fireEvent.blur(input);
    expect(await screen.findByText('Format de date invalide. Veuillez utiliser JJ/MM/AAAA.')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('date fields clear when the controlling radio changes', async () => {
    renderForm([
      {
        type: 'radio',
        name: 'parentType',
        label: 'Parent',
        props: {
          options: [
            { value: 'M', label: 'Mère' },
            { value: 'F', label: 'Père' },
          ],
        },
      },
      { type: 'date_picker_with_input', name: 'birth', label: 'Naissance' },
    ]);
    const input = await screen.findByLabelText('Naissance');
    await userEvent.type(input, '01012020');
    expect(input).toHaveValue('01/01/2020');
    await userEvent.click(screen.getByText('Père'));
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('time picker: digits only, ERROR.HOUR_FORMAT above 12', async () => {
    renderForm([{ type: 'time_picker', name: 'time', label: 'Heure RDV' }]);
    const hour = await screen.findByLabelText('Heure');
    await userEvent.type(hour, '1a3');
    expect(hour).toHaveValue('13');
    await userEvent.type(screen.getByLabelText('Minute'), '05');
    expect(await screen.findByText("Format d'heure invalide (HH ≤ 12, MM ≤ 59)")).toBeInTheDocument();
    await userEvent.clear(hour);
    await userEvent.type(hour, '11');
    await waitFor(() => expect(screen.queryByText("Format d'heure invalide (HH ≤ 12, MM ≤ 59)")).not.toBeInTheDocument());
  });

  it('OTP: one digit per box, focus moving on, letters refused', async () => {
    renderForm([{ type: 'input_otp', name: 'otp', label: 'Code', props: { length: 4 } }]);
    await screen.findAllByRole('textbox');
    const boxes = () => screen.getAllByRole('textbox');
    expect(boxes()).toHaveLength(4);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a2');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('counter: never below 0, capped by the controller minus its siblings', async () => {
    let clock = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 100));
    renderForm([
      { type: 'counter', name: 'total', label: 'Total' },
      { type: 'counter', name: 'boys', label: 'Garçons', props: { controller: 'total', siblings: ['girls'] } },
      { type: 'counter', name: 'girls', label: 'Filles', props: { controller: 'total', siblings: ['boys'] } },
    ]);
    await screen.findByTestId('f_total-value');
    const [totalMinus, boysMinus] = screen.getAllByRole('button', { name: 'Diminuer' });
    const [totalPlus, boysPlus, girlsPlus] = screen.getAllByRole('button', { name: 'Augmenter' });
    expect(totalMinus).toBeDisabled();
    expect(boysMinus).toBeDisabled();
    expect(boysPlus).toBeDisabled();
    await userEvent.click(totalPlus!);
    await userEvent.click(totalPlus!);
    await userEvent.click(boysPlus!);
    await userEvent.click(girlsPlus!);
    expect(screen.getByTestId('f_boys-value')).toHaveTextContent('1');
    expect(screen.getByTestId('f_girls-value')).toHaveTextContent('1');
    expect(boysPlus).toBeDisabled();
    expect(girlsPlus).toBeDisabled();
  });

  it('counter: a second click within 50 ms is ignored', async () => {
    const now = jest.spyOn(Date, 'now');
    renderForm([{ type: 'counter', name: 'n', label: 'N' }]);
    const plus = await screen.findByRole('button', { name: 'Augmenter' });
    now.mockReturnValue(1000);
    fireEvent.click(plus);
    now.mockReturnValue(1030);
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByTestId('f_n-value')).toHaveTextContent('1'));
    now.mockReturnValue(1100);
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByTestId('f_n-value')).toHaveTextContent('2'));
  });

  it('repeater: add disabled at the maximum, delete at the minimum, rows synced to a count field', async () => {
    renderForm([
      { type: 'counter', name: 'count', label: 'Nombre' },
      {
        type: 'form_repeater',
        name: 'rows',
        label: 'Lignes',
        props: { max: 2, min: 1, countField: 'count', fields: [{ type: 'input', name: 'dose', label: 'Dose' }] },
      },
    ]);
    const add = await screen.findByRole('button', { name: /Ajouter une ligne/ });
    // the count (0) is synced within the bounds: one row, the minimum
    await waitFor(() => expect(screen.getAllByLabelText('Dose')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Supprimer la ligne' })).toBeDisabled();
    await userEvent.click(add);
    expect(screen.getAllByLabelText('Dose')).toHaveLength(2);
    expect(add).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Supprimer la ligne' })[1]!);
    expect(screen.getAllByLabelText('Dose')).toHaveLength(1);
    expect(add).toBeEnabled();
    const plus = screen.getByRole('button', { name: 'Augmenter' });
    let clock = 10_000;
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
    await userEvent.click(plus);
    await userEvent.click(plus);
    await userEvent.click(plus);
    // count 3, rows trimmed to the maximum of 2
    await waitFor(() => expect(screen.getByTestId('f_count-value')).toHaveTextContent('3'));
    expect(screen.getAllByLabelText('Dose')).toHaveLength(2);
  });

  it('a select clears its dependant when it changes', async () => {
    renderForm([
      {
        type: 'select',
        name: 'gov',
        label: 'Gouvernorat',
        props: {
          options: [
            { value: 'T', label: 'Tunis' },
            { value: 'A', label: 'Ariana' },
          ],
        },
      },
      { type: 'input', name: 'street', label: 'Rue', dependsOn: ['gov'] },
    ]);
    await userEvent.type(await screen.findByLabelText('Rue'), 'Rue 1');
    const select = screen.getByLabelText('Gouvernorat');
    fireEvent.mouseDown(select);
    await userEvent.click(await screen.findByText('Ariana'));
    await waitFor(() => expect(screen.getByLabelText('Rue')).toHaveValue(''));
  });

  it('async select searches through its loader 500 ms after the last key', async () => {
    jest.useFakeTimers();
    const loadOptions = jest.fn(async (search: string) => [{ value: search || 'all', label: `R ${search}` }]);
    renderForm([{ type: 'async_select', name: 'c', label: 'Centre', props: { loadOptions } }]);
    const select = await screen.findByLabelText('Centre');
    expect(loadOptions).toHaveBeenCalledWith('', expect.anything());
    loadOptions.mockClear();
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'ab' } });
    act(() => jest.advanceTimersByTime(499));
    expect(loadOptions).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(loadOptions).toHaveBeenCalledWith('ab', expect.anything());
    jest.useRealTimers();
  });

  it('upload: a refused type shows ERROR.REJECTED_FILE_TYPE; a file sent disables the button', async () => {
    renderForm([{ type: 'upload', name: 'file', label: 'Fichier', props: { accept: '.pdf' } }]);
    const button = await screen.findByTestId('f_file-button');
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['x'], 'a.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    await waitFor(() => expect(toasts()).toEqual([['error', 'ERROR.REJECTED_FILE_TYPE']]));
    expect(screen.queryByText('a.exe')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    await userEvent.upload(input(), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('f_file-button')).toBeDisabled());
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });

  it('upload: too big, failed and aborted statuses', async () => {
    let reject: (error: Error) => void = () => undefined;
    const upload = jest.fn(
      (_file: File, { signal }: { signal: AbortSignal }) =>
        new Promise<string>((_, no) => {
          reject = no;
          signal.addEventListener('abort', () => no(new Error('aborted')));
        }),
    );
    renderForm([{ type: 'multi_upload', name: 'files', label: 'Fichiers', props: { maxSize: 3, upload } }]);
    await screen.findByTestId('f_files-button');
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['12345'], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('big.pdf : Fichier trop volumineux')).toBeInTheDocument();
    await userEvent.upload(input(), new File(['1'], 'small.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    act(() => reject(new Error('500')));
    expect(await screen.findByText("small.pdf : L'envoi a échoué")).toBeInTheDocument();
    expect(toasts()).toEqual([['error', 'GENERAL.UPLOAD_FAILED']]);
    await userEvent.upload(input(), new File(['2'], 'cut.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    const remove = screen.getAllByRole('button', { name: 'Effacer le fichier' }).at(-1)!;
    await userEvent.click(remove);
    expect(await screen.findByText("cut.pdf : L'envoi a été interrompu")).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual([['error', 'GENERAL.UPLOAD_FAILED']]));
  });

  it('multi_upload: 10 files by default, the eleventh turned away; sends that end together are all kept, each with a success toast', async () => {
    const sends: { name: string; resolve: (address: string) => void }[] = [];
    const upload = jest.fn((file: File) => new Promise<string>((resolve) => sends.push({ name: file.name, resolve })));
    const onSubmit = renderForm([{ type: 'multi_upload', name: 'files', label: 'Fichiers', props: { upload } }]);
    const button = await screen.findByTestId('f_files-button');
    expect(button).toHaveTextContent('10');
    const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), [new File(['1'], 'a.pdf', { type: 'application/pdf' }), new File(['2'], 'b.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(sends).toHaveLength(2));
    act(() => sends.forEach((send) => send.resolve(`/files/${send.name}`)));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['success', 'GENERAL.UPLOAD_SUCCESS'],
        ['success', 'GENERAL.UPLOAD_SUCCESS'],
      ]),
    );
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ files: ['/files/a.pdf', '/files/b.pdf'] });

    const more = Array.from({ length: 9 }, (_, index) => new File([String(index)], `c${index}.pdf`, { type: 'application/pdf' }));
    await userEvent.upload(input(), more);
    await waitFor(() => expect(sends).toHaveLength(10));
    expect(toasts()).toEqual([['error', 'WIDGETS.UPLOAD.MAX_FILES']]);
    act(() => sends.slice(2).forEach((send) => send.resolve(`/files/${send.name}`)));
    await waitFor(() => expect(screen.getByTestId('f_files-button')).toBeDisabled());
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0].files).toEqual([...sends.map((send) => `/files/${send.name}`)]);
    expect(onSubmit.mock.calls[1][0].files).toHaveLength(10);
  });
});
