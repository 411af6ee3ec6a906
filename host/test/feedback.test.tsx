import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserPage, notify, useConnectivity, useNotifications } from '@evax/shared/runtime';
import { AppProviders } from '@evax/shared/ui';
import { setupI18n } from '../../shared/jest/render';
import { ConnectivityGate } from '../src/feedback/ConnectivityGate';
import { hideSplashWhenReady, showSplash, SPLASH_ID } from '../src/feedback/splash';
import { TOAST_COLORS, TOAST_CONFIG } from '../src/feedback/toast-style';
import { ToastHost } from '../src/feedback/ToastHost';
import { shellTranslations } from '../src/i18n';

describe('toasts (spec 1 §8)', () => {
  beforeEach(() => {
    setupI18n('fr', shellTranslations);
    useNotifications.getState().take();
  });

  it('are at the bottom centre for 2 s, 3 at most, green for success and red for errors', () => {
    expect(TOAST_CONFIG).toEqual({ placement: 'bottom', duration: 2, maxCount: 3 });
    expect(TOAST_COLORS).toEqual({ success: '#2e7d32', error: '#c62828' });
  });

  it('shows a success and an error toast, in the language, then clears the queue', async () => {
    render(
      <AppProviders>
        <ToastHost />
      </AppProviders>,
    );
    act(() => {
      notify.success('GENERAL.SUCCESS');
      notify.error('ERROR.CODE.TIMEOUT');
    });

    const success = await screen.findByText('Votre action est bien enregistrée');
    expect(success.closest('.evax-toast')).toHaveStyle({ background: TOAST_COLORS.success });
    const error = await screen.findByText('Le délai de la requête a expiré');
    expect(error.closest('.evax-toast')).toHaveStyle({ background: TOAST_COLORS.error });
    expect(useNotifications.getState().pending).toEqual([]);
  });

  it('never shows more than 3 at once', async () => {
    render(
      <AppProviders>
        <ToastHost />
      </AppProviders>,
    );
    act(() => ['A', 'B', 'C', 'D'].forEach((text) => notify.error(text)));
    await screen.findByText('D');
    await waitFor(() => expect(document.querySelectorAll('.evax-toast')).toHaveLength(3));
    expect(screen.queryByText('A')).not.toBeInTheDocument();
  });
});

describe('offline screen (spec 1 §2.4, §4.3)', () => {
  beforeEach(() => {
    setupI18n('fr', shellTranslations);
    useConnectivity.setState({ online: true });
  });

  it('takes the content’s place while offline and gives it back, state kept', async () => {
    render(
      <AppProviders>
        <ConnectivityGate>
          <input aria-label="nom" />
        </ConnectivityGate>
      </AppProviders>,
    );
    await userEvent.type(screen.getByLabelText('nom'), 'Amel');

    act(() => useConnectivity.getState().setOnline(false));
    expect(screen.getByRole('heading', { name: 'Hors ligne' })).toBeInTheDocument();
    expect(screen.getByText('La connexion au réseau est perdue')).toBeInTheDocument();
    expect(screen.getByTestId('offline-page').querySelector('svg')).not.toBeNull();
    expect(screen.queryByLabelText('nom')).not.toBeVisible();

    act(() => useConnectivity.getState().setOnline(true));
    expect(screen.queryByTestId('offline-page')).not.toBeInTheDocument();
    expect(screen.getByLabelText('nom')).toHaveValue('Amel');
  });

  it('reloads the page from its refresh button', async () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    useConnectivity.setState({ online: false });
    render(
      <AppProviders>
        <ConnectivityGate>content</ConnectivityGate>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(reload).toHaveBeenCalled();
  });
});

describe('splash screen (spec 1 §2.4)', () => {
  afterEach(() => jest.useRealTimers());

  it('hides 3 s after start when the first screen is not ready by then', () => {
    jest.useFakeTimers();
    const splash = showSplash();
    hideSplashWhenReady(splash, new Promise(() => undefined), 3000);
    jest.advanceTimersByTime(2999);
    expect(document.getElementById(SPLASH_ID)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById(SPLASH_ID)).toBeNull();
  });

  it('hides as soon as the first screen is ready', async () => {
    const splash = showSplash();
    hideSplashWhenReady(splash, Promise.resolve(), 3000);
    await waitFor(() => expect(document.getElementById(SPLASH_ID)).toBeNull());
  });
});
