import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { formMessage } from '@evax/shared/validation';
import { SearchBox, type FieldDefinition } from '@evax/shared/ui';
import { SchemaForm } from '../../../src/ui/form/SchemaForm';
import { renderInApp, setupI18n } from '../../../jest/render';

// The rules of spec 1 §4.4 and §5 as the field kinds apply them in a form: validation on change
// and on blur, the defaults (256 characters, counter 0..20 by 1, repeater 0..50 rows), the time
// picker, the async select's debounce, the bot check's language, creatable/mask/metric kinds, a
// whole yup schema as `validation`, and the search box's defaults.

function renderForm(fields: FieldDefinition[], initialValues?: Record<string, unknown>) {
  const onSubmit = jest.fn();
  const view = renderInApp(<SchemaForm id="f" fields={fields} onSubmit={onSubmit} initialValues={initialValues} />);
  return { onSubmit, ...view };
}

configure({ asyncUtilTimeout: 15_000 });

/** The form's only submit button, whatever the interface language. */
const submitButton = () => document.querySelector<HTMLButtonElement>('form#f button[type="submit"]')!;
const submitted = async (onSubmit: jest.Mock) => {
  await userEvent.click(submitButton());
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls.at(-1)[0] as Record<string, unknown>;
};

const REQUIRED = 'Ce champ est obligatoire';

beforeEach(() => setupI18n('fr'));

describe('validation on change and on blur (spec 1 §5)', () => {
  it('blur: leaving a required field untouched shows the required message, with no submit', async () => {
    const { onSubmit } = renderForm([{ type: 'input', name: 'name', label: 'Nom', required: true }]);
    const input = await screen.findByLabelText('Nom');
    await userEvent.click(input);
    expect(input).toHaveFocus();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input).not.toHaveFocus();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('change: typing too short a value shows the message at once, with no blur and no submit', async () => {
    const { onSubmit } = renderForm([
      { type: 'input', name: 'code', label: 'Code', validation: (schema) => schema.min(3, formMessage('ERROR.CODE.VALIDATION.MIN_LENGTH', { min: 3 })) },
    ]);
    const input = await screen.findByLabelText('Code');
    await userEvent.type(input, 'ab');
    expect(await screen.findByText('Au moins 3 caractères')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'c');
    await waitFor(() => expect(screen.queryByText('Au moins 3 caractères')).not.toBeInTheDocument());
  });
});

describe('defaults in the components (spec 1 §4.4, §5)', () => {
  it('counter without settings: +1 a click, stops at 20 with + disabled; − disabled at 0', async () => {
    let clock = 0;
    // every click well past the 50 ms click debounce
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 100));
    renderForm([{ type: 'counter', name: 'n', label: 'N' }]);
    const value = await screen.findByTestId('f_n-value');
    const plus = screen.getByRole('button', { name: 'Augmenter' });
    const minus = screen.getByRole('button', { name: 'Diminuer' });
    expect(value).toHaveTextContent('0');
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();
    fireEvent.click(plus);
    await waitFor(() => expect(value).toHaveTextContent(/^1$/));
    expect(minus).toBeEnabled();
    for (let click = 2; click <= 20; click += 1) {
      fireEvent.click(plus);
      await waitFor(() => expect(value).toHaveTextContent(new RegExp(`^${click}$`)));
    }
    expect(plus).toBeDisabled();
    fireEvent.click(plus);
    expect(value).toHaveTextContent(/^20$/);
  });

  it('repeater without bounds: Add disabled at 50 rows', async () => {
    const rows = Array.from({ length: 49 }, () => ({}));
    const { container } = renderForm([{ type: 'form_repeater', name: 'rows', label: 'Lignes', props: { fields: [] } }], { rows });
    const add = await screen.findByRole('button', { name: /Ajouter une ligne/ });
    const repeater = () => container.querySelector('#f_rows')!;
    expect(repeater()).toHaveAttribute('data-rows', '49');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    await waitFor(() => expect(repeater()).toHaveAttribute('data-rows', '50'));
    expect(add).toBeDisabled();
  });

  it('repeater without bounds: the last row can be deleted (minimum 0), leaving none to delete', async () => {
    const { container, onSubmit } = renderForm([{ type: 'form_repeater', name: 'rows', label: 'Lignes', props: { fields: [] } }], { rows: [{}] });
    const remove = await screen.findByRole('button', { name: 'Supprimer la ligne' });
    expect(remove).toBeEnabled();
    await userEvent.click(remove);
    await waitFor(() => expect(container.querySelector('#f_rows')).toHaveAttribute('data-rows', '0'));
    expect(screen.queryByRole('button', { name: 'Supprimer la ligne' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ajouter une ligne/ })).toBeEnabled();
    expect(await submitted(onSubmit)).toMatchObject({ rows: [] });
  });

  it('a plain input and a textarea keep 256 of 300 pasted characters', async () => {
    const { onSubmit } = renderForm([
      { type: 'input', name: 'text', label: 'Texte' },
      { type: 'textarea', name: 'note', label: 'Note' },
    ]);
    const long = 'x'.repeat(300);
    const input = await screen.findByLabelText('Texte');
    await userEvent.click(input);
    await userEvent.paste(long);
    await waitFor(() => expect((input as HTMLInputElement).value).toHaveLength(256));
    const textarea = await screen.findByLabelText('Note');
    await userEvent.click(textarea);
    await userEvent.paste(long);
    await waitFor(() => expect((textarea as HTMLTextAreaElement).value).toHaveLength(256));
    const values = await submitted(onSubmit);
    expect(values.text).toBe('x'.repeat(256));
    expect(values.note).toBe('x'.repeat(256));
  });
});

describe('time picker (spec 1 §5)', () => {
  const HOUR_FORMAT = "Format d'heure invalide (HH ≤ 12, MM ≤ 59)";

  it('09, 30 and PM are kept as "09:30 PM"', async () => {
    const { onSubmit } = renderForm([{ type: 'time_picker', name: 'time', label: 'Heure RDV' }]);
    await userEvent.type(await screen.findByLabelText('Heure'), '09');
    await userEvent.type(screen.getByLabelText('Minute'), '30');
    await userEvent.click(screen.getByText('PM'));
    expect(await submitted(onSubmit)).toEqual({ time: '09:30 PM' });
  });

  it('minute 60 answers ERROR.HOUR_FORMAT and is not submitted', async () => {
    const { onSubmit } = renderForm([{ type: 'time_picker', name: 'time', label: 'Heure RDV' }]);
    await userEvent.type(await screen.findByLabelText('Heure'), '10');
    const minute = screen.getByLabelText('Minute');
    await userEvent.type(minute, '59');
    expect(screen.queryByText(HOUR_FORMAT)).not.toBeInTheDocument();
    await userEvent.clear(minute);
    await userEvent.type(minute, '60');
    expect(await screen.findByText(HOUR_FORMAT)).toBeInTheDocument();
    await userEvent.click(submitButton());
    expect(await screen.findByText(HOUR_FORMAT)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('letters are dropped from the hour and the minute', async () => {
    const { onSubmit } = renderForm([{ type: 'time_picker', name: 'time', label: 'Heure RDV' }]);
    const hour = await screen.findByLabelText('Heure');
    await userEvent.type(hour, 'x0h8');
    expect(hour).toHaveValue('08');
    const minute = screen.getByLabelText('Minute');
    await userEvent.type(minute, 'm1:5');
    expect(minute).toHaveValue('15');
    expect(await submitted(onSubmit)).toEqual({ time: '08:15 AM' });
  });

  it('props.hour24: no AM/PM, 14:30 kept as "14:30", hour 24 answers ERROR.HOUR_FORMAT_24', async () => {
    const { onSubmit } = renderForm([{ type: 'time_picker', name: 'time', label: 'Début', props: { hour24: true } }]);
    const hour = await screen.findByLabelText('Heure');
    expect(screen.queryByText('PM')).not.toBeInTheDocument();
    await userEvent.type(hour, '24');
    await userEvent.type(screen.getByLabelText('Minute'), '00');
    expect(await screen.findByText("Format d'heure invalide (HH ≤ 23, MM ≤ 59)")).toBeInTheDocument();
    await userEvent.clear(hour);
    await userEvent.type(hour, '14');
    const minute = screen.getByLabelText('Minute');
    await userEvent.clear(minute);
    await userEvent.type(minute, '30');
    expect(await submitted(onSubmit)).toEqual({ time: '14:30' });
  });

  it('props.hour24 shows a stored "HH:mm" as it is', async () => {
    renderForm([{ type: 'time_picker', name: 'time', label: 'Début', props: { hour24: true } }], { time: '07:05' });
    expect(await screen.findByLabelText('Heure')).toHaveValue('07');
    expect(screen.getByLabelText('Minute')).toHaveValue('05');
  });
});

describe('async select (spec 1 §2.6)', () => {
  it('a key within 500 ms restarts the wait: only the last search reaches the loader, once', async () => {
    jest.useFakeTimers();
    // Real timers back inside the test, not in an afterEach: the form's unmount and the loader's
    // last answers must not schedule onto a fake clock nobody advances (the next tests' lazy
    // kinds would then never show).
    try {
      const loadOptions = jest.fn(async (search: string) => [{ value: search || 'all', label: `R ${search}` }]);
      renderForm([{ type: 'async_select', name: 'c', label: 'Centre', props: { loadOptions } }]);
      const select = await screen.findByLabelText('Centre');
      await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('', expect.anything()));
      loadOptions.mockClear();
      fireEvent.mouseDown(select);
      fireEvent.change(select, { target: { value: 'a' } });
      act(() => jest.advanceTimersByTime(300));
      fireEvent.change(select, { target: { value: 'ab' } });
      act(() => jest.advanceTimersByTime(499));
      expect(loadOptions).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(loadOptions).toHaveBeenCalledTimes(1);
      expect(loadOptions).toHaveBeenCalledWith('ab', expect.anything());
      act(() => jest.advanceTimersByTime(2000));
      expect(loadOptions).toHaveBeenCalledTimes(1);
      expect(loadOptions).not.toHaveBeenCalledWith('a', expect.anything());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('bot check (invisible_recapcha, spec 1 §2.6)', () => {
  const botField = (execute: jest.Mock): FieldDefinition => ({ type: 'invisible_recapcha', name: 'bot', label: 'Bot', props: { execute } });

  it('runs in French for an English interface, and its token is the value submitted', async () => {
    setupI18n('en');
    const execute = jest.fn(async (language: string) => `token-${language}`);
    const { onSubmit } = renderForm([botField(execute)]);
    await waitFor(() => expect(execute).toHaveBeenCalled());
    expect(execute).toHaveBeenCalledWith('fr');
    expect(execute).not.toHaveBeenCalledWith('en');
    expect(await screen.findByText(/Verified/)).toBeInTheDocument();
    expect(await submitted(onSubmit)).toEqual({ bot: 'token-fr' });
  });

  it('runs in Arabic for an Arabic interface', async () => {
    setupI18n('ar');
    const execute = jest.fn(async (language: string) => `token-${language}`);
    const { onSubmit } = renderForm([botField(execute)]);
    await waitFor(() => expect(execute).toHaveBeenCalled());
    expect(execute).toHaveBeenCalledWith('ar');
    expect(execute).not.toHaveBeenCalledWith('fr');
    await waitFor(() => expect(document.querySelector('#f_bot')).toHaveAttribute('data-bot-language', 'ar'));
    // the token is in once the check says so
    await waitFor(() => expect(document.querySelector('#f_bot')!.textContent).toContain('·'));
    expect(await submitted(onSubmit)).toEqual({ bot: 'token-ar' });
  });
});

describe('creatable_select, input_mask, input_metric', () => {
  it('creatable_select: a typed value offered as "Créer «…»" is added, chosen and submitted', async () => {
    const { onSubmit } = renderForm([{ type: 'creatable_select', name: 'tag', label: 'Étiquette', props: { options: [{ value: 'a', label: 'Urgent' }] } }]);
    const select = await screen.findByRole('combobox', { name: 'Étiquette' });
    fireEvent.mouseDown(select);
    expect(await screen.findByTitle('Urgent')).toBeInTheDocument();
    await userEvent.type(select, 'Rappel');
    await userEvent.click(await screen.findByText('Créer « Rappel »'));
    // the choice shows in the field (the dropdown is elsewhere, in a portal)
    await waitFor(() => expect(document.querySelector('[data-field="tag"]')).toHaveTextContent('Rappel'));
    expect(await submitted(onSubmit)).toEqual({ tag: 'Rappel' });
    // the created option stays among the choices
    fireEvent.mouseDown(select);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Rappel"]')).not.toBeNull());
  });

  it('input_mask: "20123456" typed through "99 999 999" shows "20 123 456"', async () => {
    const { onSubmit } = renderForm([{ type: 'input_mask', name: 'phone', label: 'Téléphone', props: { mask: '99 999 999' } }]);
    const input = await screen.findByLabelText('Téléphone');
    expect(input).toHaveAttribute('placeholder', '__ ___ ___');
    await userEvent.type(input, '20123456');
    expect(input).toHaveValue('20 123 456');
    await userEvent.type(input, '7a');
    expect(input).toHaveValue('20 123 456');
    expect(await submitted(onSubmit)).toEqual({ phone: '20 123 456' });
  });

  it('input_metric: shows its unit, and a negative typed is brought back to 0 on leaving', async () => {
    const { onSubmit } = renderForm([{ type: 'input_metric', name: 'weight', label: 'Poids', props: { unit: 'kg' } }], { weight: 12 });
    const input = await screen.findByLabelText('Poids');
    expect(input.closest('.ant-input-number')!.querySelector('.ant-input-number-suffix')).toHaveTextContent('kg');
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveValue('0'));
    const values = await submitted(onSubmit);
    expect(values.weight).toBe(0);
  });
});

describe('validation given as a whole yup schema (types.ts)', () => {
  it('is enforced on submit, with its plain-text messages', async () => {
    const { onSubmit } = renderForm([
      {
        type: 'input',
        name: 'code',
        label: 'Code',
        validation: yup
          .string()
          .required('Le code manque')
          .matches(/^[A-Z]{3}$/, 'Trois majuscules'),
      },
    ]);
    const input = await screen.findByLabelText('Code');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Le code manque')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'abc');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Trois majuscules')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'BCG');
    expect(await submitted(onSubmit)).toEqual({ code: 'BCG' });
  });
});

describe('SearchBox defaults (spec 1 §2.4)', () => {
  it('keeps at most 100 characters by default (SEARCH_MAX_LENGTH), digits only', async () => {
    setupI18n('en');
    const onSearch = jest.fn();
    renderInApp(<SearchBox value="" onSearch={onSearch} />);
    const box = screen.getByRole('textbox', { name: 'Search…' });
    expect(box).toHaveAttribute('maxlength', '100');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(box);
    await userEvent.paste('7'.repeat(150));
    expect((box as HTMLInputElement).value).toBe('7'.repeat(100));
    await userEvent.type(box, 'x');
    expect((box as HTMLInputElement).value).toBe('7'.repeat(100));
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('7'.repeat(100));
  });
});
