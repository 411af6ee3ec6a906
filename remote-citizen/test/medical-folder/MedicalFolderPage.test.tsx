import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type GrowthRow, type MedicalFolderSummary, type Permission } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import { fetchChild, fetchFolder } from '../../src/common/api';
import { fetchAllergies, fetchAllergyTypes, fetchGrowth, fetchHeadCircumference } from '../../src/medical-folder/api';
import MedicalFolderPage from '../../src/medical-folder/pages/MedicalFolderPage';
import { aChild } from '../support';

jest.mock('../../src/common/api', () => ({ ...jest.requireActual('../../src/common/api'), fetchChild: jest.fn(), fetchFolder: jest.fn() }));
jest.mock('../../src/medical-folder/api', () => ({
  ...jest.requireActual('../../src/medical-folder/api'),
  fetchGrowth: jest.fn(),
  fetchHeadCircumference: jest.fn(),
  fetchAllergies: jest.fn(),
  fetchAllergyTypes: jest.fn(),
}));

const { medicalFolder: p } = PERMISSIONS;
const ALL: Permission[] = [p.viewMedicalFolder, p.viewGrowth, p.addGrowth, p.editGrowth, p.deleteGrowth, p.viewHeadCircumference, p.viewAllergy];

const folder = (closed: MedicalFolderSummary['closed'] = null): MedicalFolderSummary => ({
  evaxNumber: '123456786',
  birthDate: '2024-03-07',
  gender: 'male',
  closed,
});
const point: GrowthRow = {
  id: 4,
  date: '2025-03-07',
  age: { years: 1, months: 0 },
  weightKg: 9.6,
  heightCm: 75.7,
  bmi: 16.75,
  zScores: {
    weightForAge: { z: -0.05, band: 'NORMAL' },
    lengthHeightForAge: { z: -2.4, band: 'STUNTED' },
    weightForLengthHeight: null,
    bmiForAge: { z: 1.4, band: 'RISK_OF_OVERWEIGHT' },
  },
};

function openFolder(permissions = ALL) {
  signInAs(permissions);
  setupI18n('fr', citizenTranslations);
  return renderInApp(<MedicalFolderPage />, { route: '/admin/mapi/123456786', path: '/admin/mapi/:evaxNumber' });
}

describe('medical folder page', () => {
  beforeEach(() => {
    jest.mocked(fetchChild).mockResolvedValue(aChild());
    jest.mocked(fetchFolder).mockResolvedValue(folder());
    jest.mocked(fetchGrowth).mockResolvedValue([point]);
    jest.mocked(fetchHeadCircumference).mockResolvedValue([]);
    jest.mocked(fetchAllergies).mockResolvedValue([]);
    jest.mocked(fetchAllergyTypes).mockResolvedValue([]);
  });
  afterEach(() => {
    jest.resetAllMocks();
    clearResourceCache();
    signOutNow();
  });

  it('lists the growth records with the age and each WHO band, asking the list with the birth date', async () => {
    openFolder();
    const growth = await screen.findByTestId('growth');
    expect(await within(growth).findByText('07/03/2025')).toBeInTheDocument();
    expect(within(growth).getByText('1 a 0 m')).toBeInTheDocument();
    expect(within(growth).getByText(/Retard de croissance/)).toBeInTheDocument();
    expect(within(growth).getByText(/Normal/)).toBeInTheDocument();
    // BMI-for-age beside the others (issue 30): the BMI and its band.
    expect(within(growth).getByRole('columnheader', { name: 'IMC pour l’âge' })).toBeInTheDocument();
    expect(within(growth).getByText('16.75')).toBeInTheDocument();
    expect(within(growth).getByText(/Risque de surpoids/)).toBeInTheDocument();
    expect(fetchGrowth).toHaveBeenCalledWith('123456786', '2024-03-07', expect.anything());
  });

  it('is read-only once the folder is closed: the closure is said, no add, edit or delete', async () => {
    jest.mocked(fetchFolder).mockResolvedValue(folder({ at: '2026-11-20T10:00:00.000Z', reason: 'Décès', username: 'agent' }));
    openFolder();
    expect(await screen.findByTestId('folder-closed')).toHaveTextContent('Motif : Décès');
    await screen.findByText('07/03/2025');
    expect(screen.queryByRole('button', { name: /Ajouter une mesure/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
  });

  it('shows only the lists the user may see', async () => {
    openFolder([p.viewMedicalFolder, p.viewAllergy]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Allergies' })).toBeInTheDocument());
    expect(screen.queryByRole('tab', { name: 'Croissance' })).not.toBeInTheDocument();
  });
});
