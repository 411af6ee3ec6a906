import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FormPage, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { locationNow, renderInApp, setupI18n } from '../../../jest/render';
import { THING_TEXTS, thingEntity } from './kit-fixtures';

// antd under jsdom on a busy machine: give the lazy form and formik's validation time.
configure({ asyncUtilTimeout: 15_000 });

const FIELDS: FieldDefinition[] = [{ type: 'input', name: 'name', label: 'THING.NAME', required: true }];
const load = jest.fn(async (id: string) => ({ name: `Thing ${id}` }));
const toInput = (values: FormValues) => ({ name: String(values.name).trim() });

/** The list's page, as far as the form sees it: the notice it was left. */
function ListProbe() {
  const { state } = useLocation() as { state: { notice?: string } | null };
  return <p>list, notice: {state?.notice ?? 'none'}</p>;
}

function renderForm(route: string, path: string, entity = thingEntity()) {
  renderInApp(
    <Routes>
      <Route path={path} element={<FormPage entity={entity} id="thing" fields={FIELDS} load={load} toInput={toInput} />} />
      <Route path="/admin/things" element={<ListProbe />} />
    </Routes>,
    { route },
  );
  return entity;
}

describe('FormPage', () => {
  beforeEach(() => setupI18n('en', THING_TEXTS));

  it('adds when the route has no id: creates, then returns to the list saying it is saved', async () => {
    const entity = renderForm('/admin/things/new', '/admin/things/new');
    expect(screen.getByText('Add a thing')).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Name'), ' Gamma ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(entity.api.create).toHaveBeenCalledWith({ name: 'Gamma' }));
    expect(entity.api.update).not.toHaveBeenCalled();
    await waitFor(() => expect(locationNow()).toBe('/admin/things'));
    expect(screen.getByText('list, notice: COMMON.MESSAGES.SAVED')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("edits the route's record: loads it, updates it by its id", async () => {
    const entity = renderForm('/admin/things/4/edit', '/admin/things/:id/edit');
    expect(screen.getByText('Edit the thing')).toBeInTheDocument();
    const input = await screen.findByDisplayValue('Thing 4');
    await userEvent.clear(input);
    await userEvent.type(input, 'Delta');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(entity.api.update).toHaveBeenCalledWith('4', { name: 'Delta' }));
    expect(entity.api.create).not.toHaveBeenCalled();
    await waitFor(() => expect(locationNow()).toBe('/admin/things'));
  });

  it('sends nothing when the rules refuse, and Cancel returns to the list', async () => {
    const entity = renderForm('/admin/things/new', '/admin/things/new');
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    expect(entity.api.create).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/things'));
    expect(screen.getByText('list, notice: none')).toBeInTheDocument();
  });
});
