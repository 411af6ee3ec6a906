import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, useFormikContext, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { ApiError } from '@evax/shared/runtime';
import { type FormStep } from '@evax/shared/ui';
import { ConfirmModal } from '../../../src/ui/widgets/ConfirmModal';
import { ModalForm } from '../../../src/ui/widgets/ModalForm';
import { StepForm } from '../../../src/ui/widgets/StepForm';
import { renderInApp, setupI18n } from '../../../jest/render';

interface Values {
  name: string;
  phone: string;
}

function ModalHarness({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? 'open' : 'closed'}</span>
      <ModalForm<{ name: string }>
        open={open}
        title="New list"
        initialValues={{ name: '' }}
        validationSchema={yup.object({ name: yup.string().required('required!') })}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        {(form) => (
          <>
            <Field name="name" aria-label="Name" />
            {form.errors.name && <span>{form.errors.name}</span>}
          </>
        )}
      </ModalForm>
    </>
  );
}

/** A field's message as the kit's fields show it: once touched or once the form was submitted. */
function ErrorShown({ name }: { name: keyof Values }) {
  const { errors, touched, submitCount } = useFormikContext<Values>();
  return errors[name] && (touched[name] || submitCount > 0) ? <span>{errors[name]}</span> : null;
}

describe('ModalForm (Cancel, Save, closes on success)', () => {
  beforeEach(() => setupI18n('en'));

  it('saves the values and closes on success', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderInApp(<ModalHarness onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vaccins');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Vaccins' }, expect.anything());
  });

  it('a second click on Save while the save is in flight saves once', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderInApp(<ModalHarness onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vaccins');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
  });

  it('does not save an invalid form', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderInApp(<ModalHarness onSubmit={onSubmit} />);
    await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('required!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('stays open with the translated error when the save fails', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError({ status: 400, envelope: { detail: 'dup', key: 'ERROR.CODE.ENTITY_ALREADY_EXISTS' } as never, message: 'dup' });
    });
    renderInApp(<ModalHarness onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vaccins');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This item already exists')).toBeInTheDocument();
    expect(screen.getByText('open')).toBeInTheDocument();
  });

  it('cancel closes without saving', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderInApp(<ModalHarness onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('closed')).toBeInTheDocument());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('StepForm (Back, Next, Save)', () => {
  beforeEach(() => setupI18n('en'));

  function renderSteps(identitySubmit: FormStep<Values>['onSubmit'], onSubmit = jest.fn()) {
    const steps: FormStep<Values>[] = [
      {
        key: 'identity',
        title: 'Identity',
        validationSchema: yup.object({ name: yup.string().required('name required') }),
        onSubmit: identitySubmit,
        render: (form) => (
          <>
            <Field name="name" aria-label="Name" />
            {form.errors.name && <span>{form.errors.name}</span>}
          </>
        ),
      },
      { key: 'contact', title: 'Contact', render: () => <Field name="phone" aria-label="Phone" /> },
    ];
    renderInApp(<StepForm<Values> steps={steps} initialValues={{ name: '', phone: '' }} onSubmit={onSubmit} />);
    return onSubmit;
  }

  it('goes forward after the step submit, back with Back, and the last step calls the final submit', async () => {
    const identitySubmit = jest.fn(async () => undefined);
    const onSubmit = renderSteps(identitySubmit);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
    expect(identitySubmit).toHaveBeenCalledWith({ name: 'Amine', phone: '' }, expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await userEvent.type(await screen.findByRole('textbox', { name: 'Phone' }), '22123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Amine', phone: '22123456' }));
  });

  it('Enter in a field then a click on Next while the step submit is in flight submits the step once', async () => {
    let finish: () => void = () => undefined;
    const identitySubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderSteps(identitySubmit);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine{Enter}');
    await waitFor(() => expect(identitySubmit).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(identitySubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
  });

  it('the next step shows no message before its fields are touched or it is submitted', async () => {
    const steps: FormStep<Values>[] = [
      { key: 'identity', title: 'Identity', render: () => <Field name="name" aria-label="Name" /> },
      {
        key: 'contact',
        title: 'Contact',
        validationSchema: yup.object({ phone: yup.string().required('phone required') }),
        render: (form) => (
          <>
            <Field name="phone" aria-label="Phone" />
            <ErrorShown name="phone" />
            <button type="button" onClick={() => void form.validateForm()}>
              Validate
            </button>
          </>
        ),
      },
    ];
    renderInApp(<StepForm<Values> steps={steps} initialValues={{ name: '', phone: '' }} onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await userEvent.click(screen.getByRole('button', { name: 'Validate' })); // as a change elsewhere in the step
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('phone required')).not.toBeInTheDocument();
    await userEvent.click(phone);
    await userEvent.tab();
    expect(await screen.findByText('phone required')).toBeInTheDocument();
  });

  it('a failing step submit blocks progression', async () => {
    const onSubmit = renderSteps(async () => {
      throw new Error('server said no');
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("a step's refused save without fields shows in the banner", async () => {
    renderSteps(async () => {
      throw new ApiError({ status: 409, message: 'dup', envelope: { detail: 'dup', key: 'ERROR.CODE.ENTITY_ALREADY_EXISTS' } as never });
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item already exists');
  });

  it('a step submit answering false blocks too, and so does an invalid step', async () => {
    renderSteps(() => false);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('name required')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
  });
});

describe('StepForm of one step: a plain page form', () => {
  beforeEach(() => setupI18n('en'));

  const one = (onSubmitStep: FormStep<Values>['onSubmit']): FormStep<Values>[] => [
    {
      key: 'only',
      title: 'Only',
      onSubmit: onSubmitStep,
      render: (form) => (
        <>
          <Field name="name" aria-label="Name" />
          {form.errors.phone && <span>{String(form.errors.phone)}</span>}
        </>
      ),
    },
  ];

  it('has no steps bar and no Back; its button says what it saves; the step learns through formik', async () => {
    const onSubmit = jest.fn();
    const stepSubmit = jest.fn(async (values: Values, form: FormikHelpers<Values>) => {
      if (values.phone) return true;
      await form.setFieldValue('phone', 'checked');
      return false;
    });
    renderInApp(<StepForm<Values> steps={one(stepSubmit)} initialValues={{ name: '', phone: '' }} onSubmit={onSubmit} saveLabel="COMMON.ACTIONS.SAVE" />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-steps')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Amine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stepSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Amine', phone: 'checked' }));
  });

  it('shows a refused field error on the fields it shows, and in the banner what the API names elsewhere', async () => {
    const refusal = new ApiError({
      status: 400,
      message: 'bad',
      envelope: { detail: 'bad', key: 'ERROR.CODE.VALIDATION', fields: { phone: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] } } as never,
    });
    const onSubmit = jest.fn(() => Promise.reject(refusal));
    const { unmount } = renderInApp(
      <StepForm<Values> steps={one(() => true)} initialValues={{ name: 'A', phone: '' }} onSubmit={onSubmit} shownErrors={['phone']} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The step shows formik's error as it is: the form message, a key.
    expect(await screen.findByText('ERROR.CODE.VALIDATION.UNIQUE')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    renderInApp(<StepForm<Values> steps={one(() => true)} initialValues={{ name: 'A', phone: '' }} onSubmit={onSubmit} shownErrors={['name']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This value already exists');
  });
});

describe('ConfirmModal', () => {
  beforeEach(() => setupI18n('fr'));

  it('confirms with Confirmer and cancels with Annuler', async () => {
    const onConfirm = jest.fn(async () => undefined);
    const onCancel = jest.fn();
    renderInApp(
      <ConfirmModal open title="Archiver ?" onConfirm={onConfirm} onCancel={onCancel}>
        Cette DCI sera archivée.
      </ConfirmModal>,
    );
    expect(await screen.findByText('Cette DCI sera archivée.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('ModalForm shows a refused save once', () => {
  beforeEach(() => setupI18n('en'));

  it('ModalForm: a field error on its field, no banner', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError({
        status: 400,
        message: 'bad',
        envelope: { detail: 'bad', key: 'ERROR.CODE.VALIDATION.FAILED', fields: { name: [{ code: 'unique', key: 'dup!' }] } },
      });
    });
    renderInApp(<ModalHarness onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Vaccins');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('dup!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('open')).toBeInTheDocument();
  });
});
