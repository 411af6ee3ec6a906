import { screen } from '@testing-library/react';
import type { StructureDetails } from '@evax/shared/contract';
import { aStructure, signInAs } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { UserIdentity } from '../src/layout/UserIdentity';
import { shellTranslations } from '../src/i18n';

/** A regional directorate: its group has its own name. */
const directorate: StructureDetails = {
  ...aStructure(3, true),
  structure: { id: 3, type: 'DRS', nameFr: 'Direction régionale de la santé de Tunis', nameAr: 'الإدارة الجهوية للصحة بتونس' },
  groupDetails: ['الإدارة الجهوية للصحة بتونس', 'Direction régionale de la santé de Tunis'],
};

describe('header identity: what the user acts as', () => {
  it('says a structure once when its group bears its name (French)', async () => {
    signInAs([], { structuresDetails: [directorate] });
    setupI18n('fr', shellTranslations);
    renderInApp(<UserIdentity />);

    expect(await screen.findByText('Direction régionale de la santé de Tunis')).toBeInTheDocument();
    expect(screen.queryByText(/·/)).not.toBeInTheDocument();
  });

  it('says it once in Arabic too', async () => {
    signInAs([], { structuresDetails: [directorate] });
    setupI18n('ar', shellTranslations);
    renderInApp(<UserIdentity />);

    expect(await screen.findByText('الإدارة الجهوية للصحة بتونس')).toBeInTheDocument();
    expect(screen.queryByText(/·/)).not.toBeInTheDocument();
  });

  it('keeps group and structure when they differ', async () => {
    signInAs([], { structuresDetails: [aStructure(1, true)] });
    setupI18n('fr', shellTranslations);
    renderInApp(<UserIdentity />);

    expect(await screen.findByText('Circonscription 1 · Centre 1')).toBeInTheDocument();
  });
});
