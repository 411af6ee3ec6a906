import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { i18n } from '@evax/shared/runtime';
import { ShowPage, statusDetail } from '@evax/shared/ui';
import { signInAs } from '../../../jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../../jest/render';
import { THING_PERMISSIONS, THING_TEXTS, thingEntity, type Thing } from './kit-fixtures';

configure({ asyncUtilTimeout: 15_000 });

const details = (thing: Thing) => [{ key: 'name', label: 'Name', children: thing.name }, statusDetail(i18n.t.bind(i18n) as TFunction, thing.is_active)];
const titleOf = (thing: Thing) => `Card of ${thing.name}`;

function renderShow(entity = thingEntity()) {
  renderInApp(<ShowPage entity={entity} title={titleOf} details={details} />, { route: '/admin/things/7/show', path: '/admin/things/:id/show' });
  return entity;
}

describe('ShowPage', () => {
  beforeEach(() => setupI18n('en', THING_TEXTS));

  it("reads the route's record and shows its title, details and status; Edit opens its edit page", async () => {
    signInAs(Object.values(THING_PERMISSIONS));
    const entity = renderShow();
    expect(await screen.findByText('Card of Thing 7')).toBeInTheDocument();
    expect(entity.api.get).toHaveBeenCalledWith('7', expect.anything());
    expect(screen.getByText('Thing 7')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/things/7/edit'));
  });

  it('hides Edit from a reader, and Back returns to the list', async () => {
    signInAs([THING_PERMISSIONS.list]);
    renderShow();
    await screen.findByText('Card of Thing 7');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/things'));
  });

  it('says what went wrong when the record cannot be read', async () => {
    signInAs(Object.values(THING_PERMISSIONS));
    renderShow(thingEntity({ get: jest.fn(async () => Promise.reject(new Error('no answer'))) }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/Card of/)).not.toBeInTheDocument();
  });
});
