import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@evax/shared/ui';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
