import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { PERMISSIONS } from '@evax/shared/contract';
import { clearResourceCache, http } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import { GrowthTab, HeadCircumferenceTab } from '../../src/medical-folder/components/MeasurementTabs';

jest.setTimeout(60_000);

const { medicalFolder: p } = PERMISSIONS;

/** The API answers the lists at once and a new measurement after `saveMs` (a save in flight); the saves sent. */
function fakeApi(saveMs = 400) {
  fakeHttp((request) => {
    if (request.url?.endsWith('/list')) return { data: { count: 0, results: [] } };
    if (request.method === 'post') return { status: 201, data: { id: 9 } };
    return undefined;
  });
  const answer = http.defaults.adapter as AxiosAdapter;
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    if (config.method === 'post') {
      sent.push(config);
      await new Promise((resolve) => setTimeout(resolve, saveMs));
    }
    return answer(config);
  };
  return sent;
}

describe('a new measurement', () => {
  beforeEach(() => setupI18n('fr', citizenTranslations));
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  it('growth: the date starts at today; Enter then a click on Save stores it once', async () => {
    const sent = fakeApi();
    signInAs([p.viewGrowth, p.addGrowth]);
    renderInApp(<GrowthTab evaxNumber="123456786" birthDate="2025-02-14" readOnly={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter une mesure/ }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByLabelText('Date de la mesure')).toHaveValue(dayjs().format('DD/MM/YYYY'));

    await userEvent.type(within(form).getByLabelText('Poids'), '9.6');
    await userEvent.type(within(form).getByLabelText('Taille (couché avant 2 ans)'), '75.5{Enter}');
    // The agent clicks Save too, before the spinner shows (SUBMIT_SPINNER_DELAY_MS) and the answer comes.
    await userEvent.click(within(form).getByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.data))).toMatchObject({ date: dayjs().format('YYYY-MM-DD'), weightKg: 9.6, heightCm: 75.5 });
  });

  it('head circumference: the date starts at today', async () => {
    fakeApi();
    signInAs([p.viewHeadCircumference, p.addHeadCircumference]);
    renderInApp(<HeadCircumferenceTab evaxNumber="123456786" birthDate="2025-02-14" readOnly={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /Ajouter/ }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByLabelText('Date de la mesure')).toHaveValue(dayjs().format('DD/MM/YYYY'));
  });
});
