import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS, RABIES_API_PATHS, RABIES_FIELD_KEYS, apiPath, type RabiesFicheBody } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesNewPage, { LiveCategory, RabiesSheetForm } from '../src/antirabies/pages/RabiesNewPage';
import { emptySheet } from '../src/antirabies/components/rabies-sheet-values';
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

  const next = () => userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
  const choose = async (label: string, option: string) => {
    await userEvent.click(screen.getByRole('combobox', { name: label }));
    // Closed dropdowns stay in the page: the option of the one just opened is the last.
    await userEvent.click((await screen.findAllByTitle(option)).at(-1)!);
  };
  /** Steps 1 and 2: a superficial scratch on the hand yesterday (category II: no serum). */
  async function throughAggression() {
    await userEvent.type(await screen.findByLabelText('Poids (kg)', {}, { timeout: 5000 }), '30');
    await next();
    // Yesterday in Tunis: never a future day for the form, whose calendar is the machine's (from midnight to 1 am in Tunis, UTC is still on the day before).
    const attackDay = tunisToday(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await userEvent.type(await screen.findByLabelText("Date de l'agression"), `${attackDay.slice(8, 10)}${attackDay.slice(5, 7)}${attackDay.slice(0, 4)}`);
    await choose("Type d'agression", 'Griffure');
    await userEvent.type(screen.getByLabelText('Nombre de lésions'), '1');
    await choose('Profondeur de la lésion', 'Superficielle');
    await choose('Siège des lésions', 'Main');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('live-category')).toHaveTextContent('Exposition de Catégorie II');
    await next();
  }

  it("requires the second animal when it is flagged, and shows the server's message when it refuses the sheet", async () => {
    const sent: RabiesFicheBody[] = [];
    fakeHttp((request) => {
      if (request.url !== RABIES_API_PATHS.rabiesFicheCreate) return undefined;
      sent.push(JSON.parse(String(request.data)) as RabiesFicheBody);
      return {
        status: 400,
        data: {
          detail: 'Invalid input',
          key: 'ERROR.CODE.VALIDATION.FAILED',
          fields: { secondAnimal: [{ code: 'required', key: RABIES_FIELD_KEYS.secondAggressionRequired }] },
        },
      };
    });
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesSheetForm evaxNumber={EVAX} />, { route: '/' });
    await throughAggression();
    await choose('Espèce', 'Chat');
    expect(screen.queryByRole('combobox', { name: 'Espèce du deuxième animal' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Agression aussi par un deuxième animal' }));
    await next();
    const secondSpecies = screen.getByRole('combobox', { name: 'Espèce du deuxième animal' }).closest('.ant-form-item');
    await waitFor(() => expect(secondSpecies).toHaveClass('ant-form-item-has-error'));
    expect(secondSpecies).toHaveTextContent('Ce champ est obligatoire');
    await choose('Espèce du deuxième animal', 'Chien');
    await next();
    await next();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer la fiche' }));
    expect(await screen.findByText('La seconde agression est obligatoire')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ hasSecondAnimal: true, secondAnimal: { species: 'DOG', sentToLab: false }, animal: { species: 'CAT' } });
  }, 120_000);

  it('offers the regimens the category allows and sends the one chosen, with the lesion locations', async () => {
    const sent: RabiesFicheBody[] = [];
    fakeHttp((request) => {
      if (request.url !== RABIES_API_PATHS.rabiesFicheCreate) return undefined;
      sent.push(JSON.parse(String(request.data)) as RabiesFicheBody);
      return { status: 201, data: { results: {}, protocole: [], ficheId: 41 } };
    });
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesSheetForm evaxNumber={EVAX} />, { route: '/' });
    await throughAggression();
    await choose('Espèce', 'Chien');
    await next();
    await next();
    expect(await screen.findByTestId('proposed-protocol')).toBeInTheDocument();
    expect(within(screen.getByTestId('proposed-protocol')).getAllByRole('row')).toHaveLength(1 + 4);
    await choose('Protocole choisi', 'Essen, 5 doses (J0, J3, J7, J14, J28)');
    await waitFor(() => expect(within(screen.getByTestId('proposed-protocol')).getAllByRole('row')).toHaveLength(1 + 5));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la fiche' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/vaccine/antirabique-vaccination/details/41'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      regimen: 'ESSEN_5DOSE',
      aggression: { attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL', lesionLocations: ['HAND'] },
      hasSecondAnimal: false,
      secondAnimal: null,
      serum: null,
    });
  }, 120_000);
});
