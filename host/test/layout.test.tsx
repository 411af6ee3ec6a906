import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserPage } from '@evax/shared/runtime';
import { signInAs } from '../../shared/jest/fixtures';
import { openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference } from './fake-modules';

describe('admin layout', () => {
  beforeEach(() => serveRemotes({ citizen: fakeCitizen, reference: fakeReference }));

  it("merges the remotes' menus and shows only what the user may open", async () => {
    signInAs(['view-dashboard', 'view-children-list']);
    openApp('/admin/home');

    const navigation = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(navigation).findByText('CHILDREN')).toBeInTheDocument();
    expect(within(navigation).getByText('Home')).toBeInTheDocument();
    expect(within(navigation).queryByText('DCI')).not.toBeInTheDocument();
  });

  it("shows the user's name, in Arabic when the page is Arabic", async () => {
    signInAs(['view-dashboard']);
    openApp('/admin/home', 'ar');
    expect(await screen.findByText('أمل بن صالح')).toBeInTheDocument();
  });

  it('switches the whole page to Arabic right-to-left from the header', async () => {
    jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    signInAs(['view-dashboard']);
    openApp('/admin/home', 'fr');

    await userEvent.click(await screen.findByRole('button', { name: /Langue/ }));
    await userEvent.click(await screen.findByText('العربية'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });
});
