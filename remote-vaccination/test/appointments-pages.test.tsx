import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, PERMISSIONS, type AppointmentRow, type CalendarAnswer } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, paramsOf, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import TodayAppointmentsPage from '../src/appointments/pages/TodayAppointmentsPage';
import AppointmentCalendarPage from '../src/appointments/pages/AppointmentCalendarPage';

const { vaccination } = PERMISSIONS;
const row = (id: number, evaxNumber: string, status: AppointmentRow['status']): AppointmentRow => ({
  id,
  evaxNumber,
  firstNameFr: 'Lina',
  lastNameFr: 'Ben Ali',
  firstNameAr: 'لينا',
  lastNameAr: 'بن علي',
  scheduleDose: 7,
  dciName: 'Pentavalent',
  dciNameAr: 'الخماسي',
  doseNumber: 1,
  date: '2026-11-28',
  status,
  phone: '98 765 432',
  cancelReason: null,
});

describe('the appointments', () => {
  afterEach(() => {
    cleanup();
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  it("today's list: child, dose, phone, state; a done row has no action; cancel asks a reason and sends it", async () => {
    signInAs([vaccination.viewAppointments, vaccination.manageAppointments, vaccination.addRoutine]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.appointmentsToday) return { data: { count: 2, results: [row(1, '123456786', 1), row(2, '223456789', 2)] } };
      if (request.method === 'post' && request.url === '/api/appointments/1/cancel') return { status: 204, data: null };
      return undefined;
    });
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<TodayAppointmentsPage />, { route: '/admin/vaccine/appointments' });

    const awaited = (await screen.findByText('123456786')).closest('tr')!;
    expect(within(awaited).getByText('98 765 432')).toBeInTheDocument();
    expect(within(awaited).getByText('Pentavalent 1')).toBeInTheDocument();
    expect(within(awaited).getByText('Prévu')).toBeInTheDocument();
    expect(within(awaited).getByRole('button', { name: 'Vacciner' })).toBeInTheDocument();
    const done = screen.getByText('223456789').closest('tr')!;
    expect(within(done).getByText('Fait')).toBeInTheDocument();
    expect(done).toHaveClass('evax-row-done');
    expect(within(done).queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();

    fireEvent.click(within(awaited).getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText(/Motif de l'annulation/), { target: { value: 'Déménagé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Enregistrer|Valider|Soumettre/ }));
    await waitFor(() => expect(seen.some((r) => r.url === '/api/appointments/1/cancel')).toBe(true));
    expect(JSON.parse(String(seen.find((r) => r.url === '/api/appointments/1/cancel')!.data))).toEqual({ reason: 'Déménagé' });
  });

  it('the calendar asks the days it shows in DD/MM/YYYY', async () => {
    signInAs([vaccination.viewAppointments]);
    const answer: CalendarAnswer = {
      truncated: false,
      events: [],
    };
    const seen = fakeHttp((request) => (request.url === API_PATHS.appointmentsCalendar ? { data: answer } : undefined));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<AppointmentCalendarPage />, { route: '/admin/vaccine/appointments/calendar' });
    await waitFor(() => expect(seen.some((r) => r.url === API_PATHS.appointmentsCalendar)).toBe(true));
    const params = paramsOf(seen.find((r) => r.url === API_PATHS.appointmentsCalendar)!);
    expect(params.start).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(params.end).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
