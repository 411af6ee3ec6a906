import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_API_PATHS,
  CITIZEN_API_PATHS,
  CITIZEN_FIELD_KEYS,
  PERMISSIONS,
  VACCINATION_API_PATHS,
  apiPath,
  type BookletEntryAnswer,
  type RoutineFolder,
} from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { AppProviders } from '@evax/shared/ui';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { fakeHttp, restoreHttp, type FakeReply } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { ChildEditMenu } from '../src/child/components/ChildEditMenu';
import { ChildEditModal } from '../src/child/components/ChildEditModal';
import { ParentEditModal } from '../src/citizen/components/ParentEditModal';
import { citizenTranslations } from '../src/i18n';
import { aChild, amira } from './support';

const { citizen, vaccination } = PERMISSIONS;
const EVAX = '123456786';
const daysAgo = (days: number) => isoDay(dayNumber(tunisToday()) - days);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** Born 20 days ago: the first pentavalent dose (at 60 days) is not yet due. */
const BIRTH = daysAgo(20);

const penta1 = (birthDate: string): BookletEntryAnswer => ({
  scheduleDose: 3,
  dci: 3,
  dciName: 'Pentavalent',
  dciNameAr: 'الخماسي',
  series: 'PENTA',
  doseNumber: 1,
  ageCode: 'M2',
  ageDays: 60,
  minIntervalDays: 0,
  catchUpLimitDays: null,
  onlyGender: null,
  state: 'not_yet',
  date: isoDay(dayNumber(birthDate) + 60),
  vaccination: null,
});
const folder = (): RoutineFolder => ({
  child: { ...aChild({ birthDate: BIRTH }), gender: 'male' } as RoutineFolder['child'],
  entries: [penta1(BIRTH)],
  nextDue: null,
});

const put = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const bodyOf = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

/** The API the edit talks to: the territory, the booklet, and the answers of the PUT, in order. */
function fakeApi(updates: FakeReply[] = []) {
  let update = 0;
  return fakeHttp((request) => {
    if (request.url === ACCOUNT_API_PATHS.governorates) return { data: [{ id: 34, code: 'TN-61', nameFr: 'Sfax', nameAr: 'صفاقس' }] };
    if (request.url?.endsWith('/delegations')) return { data: [{ id: 341, code: 'TN6101', nameFr: 'Sfax Médina', nameAr: 'صفاقس المدينة' }] };
    if (request.url === apiPath(VACCINATION_API_PATHS.routineFolder, { param: EVAX })) return { data: folder() };
    if (request.method === 'put') return updates[update++] ?? { data: aChild() };
    return undefined;
  });
}

describe('correcting a child (issue 30)', () => {
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  function openEdit(language: 'fr' | 'ar' = 'fr') {
    signInAs([citizen.editChild, vaccination.viewRoutine]);
    setupI18n(language, citizenTranslations);
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderInApp(<ChildEditModal open child={aChild({ birthDate: BIRTH })} onClose={onClose} onSaved={onSaved} />);
    return { onSaved, onClose };
  }

  it('the edit menu offers the correction with edit-children only', async () => {
    setupI18n('fr', citizenTranslations);
    signInAs([citizen.editChild]);
    const onEdit = jest.fn();
    const { unmount } = render(
      <AppProviders>
        <ChildEditMenu hasParents folderClosed={false} onUpdatePhone={jest.fn()} onCloseFolder={jest.fn()} onEdit={onEdit} />
      </AppProviders>,
    );
    await userEvent.click(screen.getByTestId('child-edit-menu'));
    await userEvent.click(await screen.findByText('Corriger la fiche de l’enfant'));
    expect(onEdit).toHaveBeenCalled();
    unmount();
    signInAs([citizen.editCitizenPhone]);
    render(
      <AppProviders>
        <ChildEditMenu hasParents folderClosed={false} onUpdatePhone={jest.fn()} onCloseFolder={jest.fn()} onEdit={onEdit} />
      </AppProviders>,
    );
    await userEvent.click(screen.getByTestId('child-edit-menu'));
    expect(await screen.findByText('Mettre à jour le téléphone du citoyen')).toBeInTheDocument();
    expect(screen.queryByText('Corriger la fiche de l’enfant')).not.toBeInTheDocument();
  });

  it('opens pre-filled and saves the corrected fields (the whole record)', async () => {
    const requests = fakeApi();
    const { onSaved } = openEdit();
    const firstName = await screen.findByLabelText('Prénom (français)');
    expect(firstName).toHaveValue('Youssef');
    expect(screen.getByLabelText('Nom (arabe)')).toHaveValue('الطرابلسي');
    expect(screen.getByLabelText('Date de naissance')).toHaveValue(ddmmyyyy(BIRTH));
    put(firstName, 'Yousef');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = requests.find((request) => request.method === 'put')!;
    expect(sent.url).toBe(apiPath(CITIZEN_API_PATHS.childUpdate, { param: EVAX }));
    expect(bodyOf(sent)).toMatchObject({
      child: { firstNameFr: 'Yousef', lastNameFr: 'Trabelsi', birthDate: BIRTH, birthGovernorate: 34, birthDelegation: 341, note: 'Suivi rapproché' },
    });
  });

  it('refuses on the form what creation refuses: a French name in Arabic script', async () => {
    const requests = fakeApi();
    openEdit();
    put(await screen.findByLabelText('Prénom (arabe)'), 'Youssef');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/lettres arabes/i)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'put')).toBe(false);
  });

  it('a birth date typed shows, before saving, which doses change state and their dates', async () => {
    fakeApi();
    openEdit();
    const birthDate = await screen.findByLabelText('Date de naissance');
    await waitFor(() => expect(document.querySelector('[data-testid="birth-date-changes"]')).toBeNull());
    put(birthDate, ddmmyyyy(daysAgo(100)));
    const changes = await screen.findByTestId('birth-date-changes');
    expect(within(changes).getByText('Avec cette date de naissance, ces doses changent d’état')).toBeInTheDocument();
    const row = within(changes).getByText('Pentavalent - 1').closest('tr')!;
    expect(row).toHaveTextContent(`À venir ${ddmmyyyy(isoDay(dayNumber(BIRTH) + 60))}`);
    expect(row).toHaveTextContent(`En retard ${ddmmyyyy(isoDay(dayNumber(daysAgo(100)) + 60))}`);
  });

  it('in Arabic, the doses are named in Arabic', async () => {
    fakeApi();
    openEdit('ar');
    put(await screen.findByLabelText('تاريخ الولادة'), ddmmyyyy(daysAgo(100)));
    const changes = await screen.findByTestId('birth-date-changes');
    expect(within(changes).getByText('الخماسي - 1')).toBeInTheDocument();
    expect(within(changes).getByText(/متأخرة/)).toBeInTheDocument();
  });

  it('shows the refusal of a birth date after a given dose on the birth date, with the dose day', async () => {
    fakeApi([
      {
        status: 400,
        data: {
          detail: 'A dose was given before this birth date',
          key: 'ERROR.CODE.VALIDATION.FAILED',
          fields: { 'child.birthDate': [{ code: 'invalid', key: CITIZEN_FIELD_KEYS.birthDateAfterGivenDose, params: { date: '02/11/2026' } }] },
        },
      },
    ]);
    const { onSaved } = openEdit();
    put(await screen.findByLabelText('Date de naissance'), ddmmyyyy(daysAgo(5)));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/La date de naissance ne peut pas suivre une dose déjà donnée \(le 02\/11\/2026\)/)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('correcting a citizen (issue 30)', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('opens pre-filled, saves names, phone and card; a phone another citizen has shows on the phone', async () => {
    let calls = 0;
    const requests = fakeHttp((request) => {
      if (request.method !== 'put') return undefined;
      calls += 1;
      if (calls === 1)
        return {
          status: 400,
          data: {
            detail: 'taken',
            key: 'ERROR.CODE.VALIDATION.FAILED',
            fields: { phone: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.PHONE_ALREADY_USED' }] },
          },
        };
      return { data: { ...amira, phone: '+216 98 765 432' } };
    });
    signInAs([citizen.editChild]);
    setupI18n('fr', citizenTranslations);
    const onSaved = jest.fn();
    renderInApp(<ParentEditModal open citizen={amira} onClose={jest.fn()} onSaved={onSaved} />);
    const phone = await screen.findByLabelText('Téléphone');
    expect(phone).toHaveValue('+216 20 123 456');
    put(phone, '98765432');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce numéro de téléphone est déjà utilisé')).toBeInTheDocument();
    put(screen.getByLabelText('Téléphone'), '98 765 432');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = requests.filter((request) => request.method === 'put');
    expect(sent[1]!.url).toBe(apiPath(CITIZEN_API_PATHS.citizenUpdate, { id: 40 }));
    expect(bodyOf(sent[1]!)).toEqual({
      firstNameFr: 'Amira',
      lastNameFr: 'Ben Salah',
      firstNameAr: 'أميرة',
      lastNameAr: 'بن صالح',
      phone: '98 765 432',
      nationality: 'TN',
      nationalId: '08123456',
      passportNumber: null,
    });
  });
});
