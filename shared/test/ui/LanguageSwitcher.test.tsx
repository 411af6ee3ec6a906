import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserPage } from '@evax/shared/runtime';
import { LanguageSwitcher } from '@evax/shared/ui';
import { renderInApp, setupI18n } from '../../jest/render';

describe('LanguageSwitcher', () => {
  it('offers Français, العربية and English, and switching to Arabic makes the page right-to-left', async () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    setupI18n('fr');
    renderInApp(<LanguageSwitcher />);

    await userEvent.click(screen.getByRole('button', { name: /Langue/ }));
    expect(await screen.findByText('English')).toBeInTheDocument();
    await userEvent.click(screen.getByText('العربية'));

    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(reload).toHaveBeenCalled();
  });
});
