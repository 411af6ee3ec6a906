import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDICAL_FOLDER_ERROR_KEYS, PERMISSIONS, type GrowthRow } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import { GrowthTab } from '../../src/medical-folder/components/MeasurementTabs';

const { medicalFolder: p } = PERMISSIONS;
const point: GrowthRow = {
  id: 4,
  date: '2026-02-10',
  age: { years: 0, months: 11 },
  weightKg: 6.2,
  heightCm: 74,
  bmi: 11.32,
  zScores: {
    weightForAge: { z: -3.1, band: 'SEVERELY_UNDERWEIGHT' },
    lengthHeightForAge: { z: 0, band: 'NORMAL' },
    weightForLengthHeight: null,
    bmiForAge: { z: -4.29, band: 'SEVERELY_WASTED' },
  },
};
const borderline = {
  status: 409,
  data: {
    detail: 'Borderline value: confirm it',
    key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric,
    errorCode: 202,
    fields: { weightKg: [{ code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric }] },
  },
};

function openGrowth() {
  const seen = fakeHttp((request) => {
    if (request.url?.endsWith('/growth_metrics/list')) return { data: { count: 1, results: [point] } };
    if (request.method === 'put') return JSON.parse(String(request.data)).confirmBorderline ? { data: point } : borderline;
    return undefined;
  });
  signInAs([p.viewGrowth, p.editGrowth]);
  setupI18n('fr', citizenTranslations);
  renderInApp(<GrowthTab evaxNumber="123456786" birthDate="2025-02-14" readOnly={false} />);
  return seen;
}

async function saveTheRow() {
  const table = await screen.findByTestId('growth');
  await userEvent.click(await within(table).findByRole('button', { name: /Modifier/ }));
  const form = await screen.findByRole('dialog');
  await userEvent.click(await within(form).findByRole('button', { name: 'Enregistrer' }));
  return form;
}

describe('a borderline measurement (beyond ±3 SD)', () => {
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  it('asks to confirm, then sends it again with the confirmation', async () => {
    const seen = openGrowth();
    await saveTheRow();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer quand même' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'put')).toHaveLength(2));
    const [first, second] = seen.filter((r) => r.method === 'put').map((r) => JSON.parse(String(r.data)));
    expect(first.confirmBorderline).toBeUndefined();
    expect(second).toMatchObject({ weightKg: 6.2, confirmBorderline: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enregistrer quand même' })).not.toBeInTheDocument());
  });

  it('declined: nothing sent again, the refusal shows on the weight', async () => {
    const seen = openGrowth();
    const form = await saveTheRow();
    const confirm = await screen.findByRole('button', { name: 'Enregistrer quand même' });
    await userEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Annuler' }));
    expect(await within(form).findByText('Valeur limite : confirmez-la si elle a bien été mesurée ainsi')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'put')).toHaveLength(1);
  });
});
