import type { BookletEntryAnswer, KindChild, RoutineFolder } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';

/** The child whose folders the tests answer (a valid evax number). */
export const EVAX = '123456786';

export const folderChild = (birthDate: string): KindChild => ({
  id: 1,
  evaxNumber: EVAX,
  firstNameFr: 'Lina',
  lastNameFr: 'Ben Ali',
  firstNameAr: 'لينا',
  lastNameAr: 'بن علي',
  birthDate,
  gender: 'female',
});

/** GET /api/lists/by-code/INJECTION_SITE's answer, with the sites given. */
export const injectionSites = (...options: { id: number; code: string; valueFr: string; valueAr: string }[]) => ({
  code: 'INJECTION_SITE',
  nameFr: 'Site',
  nameAr: 'موضع',
  is_active: true,
  options,
});
export const LEFT_THIGH = { id: 1, code: 'LEFT_THIGH', valueFr: 'Cuisse gauche', valueAr: 'الفخذ الأيسر' };
export const RIGHT_THIGH = { id: 2, code: 'RIGHT_THIGH', valueFr: 'Cuisse droite', valueAr: 'الفخذ الأيمن' };
export const LEFT_ARM = { id: 1, code: 'LEFT_ARM', valueFr: 'Bras gauche', valueAr: 'الذراع الأيسر' };

export const bookletEntry = (
  scheduleDose: number,
  dciName: string,
  doseNumber: number,
  state: BookletEntryAnswer['state'],
  date: string | null,
): BookletEntryAnswer => ({
  scheduleDose,
  dci: scheduleDose,
  dciName,
  dciNameAr: `${dciName} (ar)`,
  series: dciName,
  doseNumber,
  ageCode: 'M2',
  ageDays: 60,
  minIntervalDays: 28,
  catchUpLimitDays: null,
  onlyGender: null,
  state,
  date,
  vaccination: null,
});

type GivenDose = NonNullable<BookletEntryAnswer['vaccination']>;

/** A routine folder: BCG given (its record as `given` completes it), Penta 1 due today, Penta 2 not yet. */
export const routineFolder = (given: Partial<GivenDose> = {}): RoutineFolder => ({
  child: folderChild('2026-01-01'),
  entries: [
    {
      ...bookletEntry(1, 'BCG', 1, 'done', '2026-01-02'),
      vaccination: {
        id: 9,
        lotNumber: 'B-77',
        serumLot: null,
        commercialName: null,
        specialty: null,
        injectionSite: 'LEFT_THIGH',
        place: null,
        quantity: 1,
        nextDoseDate: null,
        certificateVerified: false,
        allergyConfirmed: false,
        fileName: null,
        cancelReason: null,
        appointmentDate: null,
        country: null,
        internationalReference: null,
        location: null,
        structure: null,
        vaccinator: null,
        ...given,
      },
    },
    // Due today: not late (a date in the past would be, by the days since).
    bookletEntry(2, 'Penta', 1, 'due', tunisToday()),
    bookletEntry(3, 'Penta', 2, 'not_yet', '2026-04-02'),
  ],
  nextDue: 2,
});
