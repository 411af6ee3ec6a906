import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, apiPath } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesNewPage, { LiveCategory, RabiesSheetForm } from '../src/antirabies/pages/RabiesNewPage';
import { emptySheet } from '../src/antirabies/components/rabies-sheet-fields';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../src/route-paths';
import { EVAX } from './support/folders';

describe('a new anti-rabies sheet', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('shows the WHO category live from the shared rule (the higher of the two aggressions)', () => {
    setupI18n('fr', vaccinationTranslations);
    const { rerender } = render(<LiveCategory values={emptySheet()} />);
    expect(screen.getByTestId('live-category')).toHaveTextContent("La catégorie OMS s'affiche une fois l'agression décrite");
    rerender(<LiveCategory values={{ ...emptySheet(), attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL' }} />);
    expect(screen.getByTestId('live-category')).toHaveTextContent('Exposition de Catégorie II');
    rerender(
      <LiveCategory
        values={{
          ...emptySheet(),
          attackType: 'SCRATCH',
          lesionCount: 1,
          lesionDepth: 'SUPERFICIAL',
          hasSecondAggression: true,
          secondAttackType: 'BITE',
          secondLesionCount: 2,
          secondLesionDepth: 'DEEP',
        }}
      />,
    );
    expect(screen.getByTestId('live-category')).toHaveTextContent('Exposition de Catégorie III');
  });

  it('refuses a second sheet while one is in progress, and offers to open it', async () => {
    fakeHttp((request) => (request.url?.endsWith('/check_citizen_has_protocol_in_progress') ? { data: { inProgress: true, ficheId: 9 } } : undefined));
    signInAs([PERMISSIONS.vaccination.addRabies]);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesNewPage />, { route: apiPath(ROUTES.rabiesNew, { evaxNumber: EVAX }), path: ROUTES.rabiesNew });
    expect(await screen.findByTestId('sheet-in-progress')).toHaveTextContent('Une fiche est déjà en cours');
    expect(screen.queryByText('Agression')).not.toBeInTheDocument();
  });

  it('requires the second aggression when it is flagged', async () => {
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesSheetForm evaxNumber={EVAX} />, { route: '/' });
    await userEvent.type(await screen.findByLabelText('Poids (kg)', {}, { timeout: 5000 }), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByLabelText('Nombre de lésions')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date de la deuxième agression')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Deuxième agression' }));
    expect(await screen.findByLabelText('Nombre de lésions (deuxième agression)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    const secondCount = screen.getByLabelText('Nombre de lésions (deuxième agression)').closest('.ant-form-item');
    await waitFor(() => expect(secondCount).toHaveClass('ant-form-item-has-error'));
    expect(secondCount).toHaveTextContent('Ce champ est obligatoire');
    // Still on the aggression step: the second aggression is required once flagged.
    expect(screen.getByLabelText('Nombre de lésions')).toBeInTheDocument();
  });
});
