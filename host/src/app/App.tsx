import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@evax/shared/ui/shell';
import { AppReadySignal } from '../feedback/app-ready';
import { ConnectivityGate } from '../feedback/ConnectivityGate';
import { ToastHost } from '../feedback/ToastHost';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <AppProviders>
      <ConnectivityGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ConnectivityGate>
      <ToastHost />
      <AppReadySignal />
    </AppProviders>
  );
}
