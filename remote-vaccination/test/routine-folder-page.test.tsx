import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, VACCINATION_ERROR_KEYS, apiPath, type Permission } from '@evax/shared/contract';
import { clearResourceCache, formatDate } from '@evax/shared/runtime';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import { EVAX, LEFT_THIGH, bookletEntry, folderChild, injectionSites, routineFolder } from './support/folders';
import NewVaccinationPage from '../src/routine/pages/NewVaccinationPage';
import VaccinationFolderPage from '../src/routine/pages/VaccinationFolderPage';

const FOLDER = routineFolder({
  injectionSite: 'LEFT_ARM',
  structure: { nameFr: 'CSB Bab Souika', nameAr: 'مركز باب سويقة' },
  vaccinator: { nameFr: 'Amel Trabelsi', nameAr: 'أمل الطرابلسي' },
});
const ALL: Permission[] = [
  PERMISSIONS.vaccination.viewRoutine,
  PERMISSIONS.vaccination.addRoutine,
  PERMISSIONS.vaccination.editRoutine,
  PERMISSIONS.vaccination.deleteRoutine,
];
const SITES = injectionSites(LEFT_THIGH);

const serve = (post?: (data: FormData) => { status: number; data: unknown }) =>
  fakeHttp((request) => {
    if (request.url === apiPath(API_PATHS.routineFolder, { param: EVAX })) return { data: FOLDER };
    if (request.url?.startsWith('/api/lists/by-code/')) return { data: SITES };
    if (request.url === API_PATHS.vaccinationCreate && post) return post(request.data as FormData);
    return undefined;
  });

describe('the routine vaccination folder', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('shows each dose with its state and record, the next due dose, and vaccinate opens the form on it', async () => {
    serve();
    signInAs(ALL);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
    expect(await screen.findByText(`Prochaine dose : Penta - 1 le ${formatDate(tunisToday())}`)).toBeInTheDocument();
    expect(screen.queryByTestId('days-late')).not.toBeInTheDocument();
    expect(screen.getByText('Faite')).toBeInTheDocument();
    expect(screen.getByText('Lot B-77')).toBeInTheDocument();
    expect(screen.getByText('Amel Trabelsi')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Vacciner' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Reporter' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Vacciner' }));
    expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`);
  });

  it('offers only what the permissions allow, and speaks Arabic', async () => {
    serve();
    signInAs([PERMISSIONS.vaccination.viewRoutine]);
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
    expect(await screen.findByText('لينا بن علي')).toBeInTheDocument();
    expect(screen.getByText('BCG (ar)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تلقيح' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأجيل' })).not.toBeInTheDocument();
  });
});

describe("booking a dose's appointment from the booklet (issue 32)", () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  const tomorrow = isoDay(dayNumber(tunisToday()) + 1);
  const open = (permissions: Permission[], folder = FOLDER) => {
    const posts: unknown[] = [];
    fakeHttp((request) => {
      if (request.url === apiPath(API_PATHS.routineFolder, { param: EVAX })) return { data: folder };
      if (request.url === apiPath(API_PATHS.vaccinationBook, { param: EVAX })) {
        posts.push(JSON.parse(String(request.data)));
        return { status: 204 };
      }
      return undefined;
    });
    signInAs(permissions);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
    return posts;
  };

  it('a dose still awaited without an appointment: the agent who manages appointments books it on a day', async () => {
    const posts = open([...ALL, PERMISSIONS.vaccination.manageAppointments]);
    const buttons = await screen.findAllByRole('button', { name: 'Prendre rendez-vous' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/Jour du rendez-vous/), formatDate(tomorrow).replace(/\//g, ''));
    await userEvent.click(within(dialog).getByRole('button', { name: /Enregistrer|Valider/ }));
    await waitFor(() => expect(posts).toEqual([{ scheduleDose: 2, date: tomorrow }]));
  });

  it('without the appointments permission, no booking; a booked dose shows its day and is postponed, not booked again', async () => {
    open(ALL);
    expect(await screen.findAllByRole('button', { name: 'Reporter' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Prendre rendez-vous' })).toBeNull();
    signOutNow();
    clearResourceCache();
    restoreHttp();
    document.body.innerHTML = '';

    const booked = routineFolder();
    booked.entries[1] = { ...booked.entries[1]!, vaccination: { ...booked.entries[0]!.vaccination!, id: 10, appointmentDate: tomorrow } };
    open([...ALL, PERMISSIONS.vaccination.manageAppointments], booked);
    expect(await screen.findByTestId('appointment-date')).toHaveTextContent(`Rendez-vous le ${formatDate(tomorrow)}`);
    expect(screen.getAllByRole('button', { name: 'Prendre rendez-vous' })).toHaveLength(1);
  });
});

describe('a routine dose given abroad (issue 30)', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  it('the booklet row says where it was given: the place, the country in the language, the international reference', async () => {
    const abroad = routineFolder({ country: 'FR', internationalReference: 'ICVP-42', location: 'Paris' });
    fakeHttp((request) => (request.url === apiPath(API_PATHS.routineFolder, { param: EVAX }) ? { data: abroad } : undefined));
    signInAs(ALL);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
    expect(await screen.findByTestId('given-abroad')).toHaveTextContent("Reçue à l'étranger : Paris, France (ICVP-42)");
  });
});

describe('lateness and ages in the booklet', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  const daysAgo = (days: number) => isoDay(dayNumber(tunisToday()) - days);
  const entry =
    (...args: Parameters<typeof bookletEntry>) =>
    (ageCode: string) => ({ ...bookletEntry(...args), ageCode });
  // The booklet: VPC10 1 due 25 days ago (due by the rule, a month's grace), Penta 1 overdue 40 days, and doses to come.
  const LATE = {
    child: folderChild(daysAgo(400)),
    entries: [
      entry(1, 'Penta', 1, 'overdue', daysAgo(40))('M2'),
      entry(2, 'VPC10', 1, 'due', daysAgo(25))('M2'),
      entry(3, 'BCG', 1, 'not_yet', null)('B'),
      entry(4, 'ROR', 2, 'not_yet', null)('M18'),
      entry(5, 'DT', 5, 'not_yet', null)('Y6'),
    ],
    nextDue: 1,
  };
  const open = (language: 'fr' | 'ar') => {
    fakeHttp((request) => (request.url === apiPath(API_PATHS.routineFolder, { param: EVAX }) ? { data: LATE } : undefined));
    signInAs(ALL);
    setupI18n(language, vaccinationTranslations);
    renderInApp(<VaccinationFolderPage />, {
      route: `/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`,
      path: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
    });
  };

  it('flags the next dose as late in the banner, and each late row with its days late; the ages in words', async () => {
    open('fr');
    const banner = await screen.findByTestId('next-due');
    expect(banner).toHaveTextContent(`Prochaine dose : Penta - 1 le ${formatDate(daysAgo(40))} (40 jours de retard)`);
    expect(banner).toHaveClass('ant-alert-error');
    expect(screen.getAllByTestId('days-late').map((e) => e.textContent)).toEqual(['40 jours de retard', '25 jours de retard']);
    expect(screen.getByText('En retard')).toBeInTheDocument();
    expect(screen.getByText('À faire')).toBeInTheDocument();
    for (const age of ['2 mois', 'À la naissance', '18 mois', '6 ans']) expect(screen.getAllByText(age).length).toBeGreaterThan(0);
    expect(screen.queryByText('M2')).not.toBeInTheDocument();
  });

  it('a dose due but not a month late yet: a warning banner; in Arabic, the ages in Arabic words', async () => {
    LATE.nextDue = 2;
    open('ar');
    const banner = await screen.findByTestId('next-due');
    expect(banner).toHaveTextContent(`الجرعة القادمة: VPC10 (ar) - 1 بتاريخ ${formatDate(daysAgo(25))} (تأخير 25 يومًا)`);
    expect(banner).toHaveClass('ant-alert-warning');
    for (const age of ['شهران', 'عند الولادة', '18 شهرًا', '6 سنوات']) expect(screen.getAllByText(age).length).toBeGreaterThan(0);
    expect(screen.queryByText('Y6')).not.toBeInTheDocument();
  });
});

describe('a new routine vaccination', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
    clearResourceCache();
  });

  const open = () => {
    signInAs(ALL);
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<NewVaccinationPage />, {
      route: `/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`,
      path: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
    });
  };
  const fill = async () => {
    fireEvent.change(await screen.findByLabelText('Numéro de lot'), { target: { value: 'L-42' } });
    await userEvent.click(screen.getByLabelText("Site d'injection"));
    await userEvent.click(await screen.findByTitle('Cuisse gauche'));
  };

  it('sends the dose under vaccines_set (multipart) and goes back to the booklet', async () => {
    const sent: unknown[] = [];
    serve((data) => {
      sent.push(JSON.parse(String(data.get('vaccines_set'))));
      return { status: 201, data: { ids: [5] } };
    });
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/vaccinationFolder/${EVAX}`));
    expect(sent).toEqual([[{ scheduleDose: 2, lotNumber: 'L-42', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday(), quantity: 1 }]]);
  });

  it("shows the server's dose rule on the dose", async () => {
    serve(() => ({
      status: 409,
      data: {
        detail: 'The previous dose of the series must be given first',
        errorCode: 202,
        key: VACCINATION_ERROR_KEYS.previousNotVaccinated,
        fields: { 'vaccines_set.0.scheduleDose': [{ code: 'invalid', key: VACCINATION_ERROR_KEYS.previousNotVaccinated }] },
      },
    }));
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findAllByText('Le rendez-vous précédent doit être vacciné en premier')).length).toBeGreaterThan(0);
    expect(locationNow()).toBe(`/admin/vaccine/routine-vaccination/new/${EVAX}?dose=2`);
  });
});
