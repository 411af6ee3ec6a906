import type { BookletState, Language, VaccineCategory } from '@evax/shared/contract';
import { scheduleAge } from '@evax/shared/validation';

/** The vaccine calendar PDF's words, in the portal's three languages (the remotes' booklet says the same). */
export interface CalendarTexts {
  title: string;
  child: string;
  evaxNumber: string;
  birthDate: string;
  issuedOn: string;
  routine: string;
  others: string;
  columns: { vaccine: string; dose: string; age: string; state: string; date: string; kind: string };
  states: Record<BookletState, string>;
  kinds: Record<VaccineCategory, string>;
  noOthers: string;
  age: (code: string) => string;
}

const arabicCount = (count: number, one: string, two: string, few: string, many: string) =>
  count === 1 ? one : count === 2 ? two : count <= 10 ? `${count} ${few}` : `${count} ${many}`;

function ageIn(code: string, words: { birth: string; months: (n: number) => string; years: (n: number) => string }): string {
  const age = scheduleAge(code);
  if (!age) return code;
  if (age.unit === 'birth') return words.birth;
  return age.unit === 'months' ? words.months(age.count) : words.years(age.count);
}

export const CALENDAR_TEXTS: Record<Language, CalendarTexts> = {
  fr: {
    title: 'Calendrier vaccinal',
    child: 'Enfant',
    evaxNumber: 'Numéro evax',
    birthDate: 'Date de naissance',
    issuedOn: 'Édité le',
    routine: 'Vaccination obligatoire',
    others: 'Autres vaccinations',
    columns: { vaccine: 'Vaccin', dose: 'Dose', age: 'Âge prévu', state: 'État', date: 'Date', kind: 'Type' },
    states: {
      done: 'Faite',
      due: 'À faire',
      overdue: 'En retard',
      not_yet: 'À venir',
      postponed: 'Reportée',
      cancelled: 'Annulée',
      not_applicable: 'Non applicable',
    },
    kinds: { routine: 'Obligatoire', occasional: 'Occasionnelle', seasonal: 'Saisonnière', international: 'Internationale', rabies: 'Antirabique' },
    noOthers: 'Aucune',
    age: (code) => ageIn(code, { birth: 'À la naissance', months: (n) => `${n} mois`, years: (n) => `${n} ${n === 1 ? 'an' : 'ans'}` }),
  },
  ar: {
    title: 'رزنامة التلقيح',
    child: 'الطفل',
    evaxNumber: 'رقم إيفاكس',
    birthDate: 'تاريخ الولادة',
    issuedOn: 'تاريخ الإصدار',
    routine: 'التلقيح الإجباري',
    others: 'تلاقيح أخرى',
    columns: { vaccine: 'اللقاح', dose: 'الجرعة', age: 'السن المقررة', state: 'الحالة', date: 'التاريخ', kind: 'النوع' },
    states: { done: 'منجزة', due: 'مستحقة', overdue: 'متأخرة', not_yet: 'قادمة', postponed: 'مؤجلة', cancelled: 'ملغاة', not_applicable: 'غير منطبقة' },
    kinds: { routine: 'إجباري', occasional: 'ظرفي', seasonal: 'موسمي', international: 'دولي', rabies: 'ضد الكلب' },
    noOthers: 'لا شيء',
    age: (code) =>
      ageIn(code, {
        birth: 'عند الولادة',
        months: (n) => arabicCount(n, 'شهر واحد', 'شهران', 'أشهر', 'شهرًا'),
        years: (n) => arabicCount(n, 'سنة واحدة', 'سنتان', 'سنوات', 'سنة'),
      }),
  },
  en: {
    title: 'Vaccine calendar',
    child: 'Child',
    evaxNumber: 'Evax number',
    birthDate: 'Date of birth',
    issuedOn: 'Issued on',
    routine: 'Routine vaccination',
    others: 'Other vaccinations',
    columns: { vaccine: 'Vaccine', dose: 'Dose', age: 'Due age', state: 'State', date: 'Date', kind: 'Kind' },
    states: {
      done: 'Done',
      due: 'Due',
      overdue: 'Overdue',
      not_yet: 'Upcoming',
      postponed: 'Postponed',
      cancelled: 'Cancelled',
      not_applicable: 'Not applicable',
    },
    kinds: { routine: 'Routine', occasional: 'Occasional', seasonal: 'Seasonal', international: 'International', rabies: 'Anti-rabies' },
    noOthers: 'None',
    age: (code) =>
      ageIn(code, { birth: 'At birth', months: (n) => `${n} ${n === 1 ? 'month' : 'months'}`, years: (n) => `${n} ${n === 1 ? 'year' : 'years'}` }),
  },
};
