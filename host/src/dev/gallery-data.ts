import dayjs from 'dayjs';
import type { ListQuery, Paged } from '@evax/shared/contract';
import type { CalendarEvent, FileUploader } from '@evax/shared/ui';

/** Sample data of the widgets gallery: deterministic, so the end-to-end tests can count on it. */

export interface SampleVaccination {
  id: number;
  number: string;
  child: string;
  date: string;
  status: 1 | 2;
  is_active: 0 | 1;
}

const FIRST_NAMES = ['Amine', 'Yasmine', 'Omar', 'Ines', 'Youssef', 'Salma', 'Karim', 'Meriem', 'Hedi', 'Nour'];
const LAST_NAMES = ['Ben Salah', 'Trabelsi', 'Gharbi', 'Jebali', 'Mansour', 'Haddad'];

export const SAMPLE_VACCINATIONS: SampleVaccination[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  number: String(100000001 + index * 7),
  child: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]}`,
  date: dayjs('2026-01-05')
    .add(index * 3, 'day')
    .format('YYYY-MM-DD'),
  status: index % 3 === 0 ? 2 : 1,
  is_active: index % 10 === 9 ? 0 : 1,
}));

/** What the API does for a list: active flag, search on the number's start, ordering, page. */
export async function fetchSampleVaccinations(query: ListQuery): Promise<Paged<SampleVaccination>> {
  const field = query.ordering?.replace(/^-/, '') as keyof SampleVaccination | undefined;
  const direction = query.ordering?.startsWith('-') ? -1 : 1;
  const rows = SAMPLE_VACCINATIONS.filter((row) => row.is_active === (query.is_active ?? 1))
    .filter((row) => !query.search || row.number.startsWith(query.search))
    .sort((a, b) => (field && a[field] !== b[field] ? (a[field] < b[field] ? -direction : direction) : a.id - b.id));
  const size = query.page_size ?? 10;
  const start = ((query.page ?? 1) - 1) * size;
  return { count: rows.length, results: rows.slice(start, start + size) };
}

/** Appointments around today, so month, week and day views all show some. */
export function sampleEvents(today = dayjs()): CalendarEvent[] {
  const at = (days: number, hour: number) => today.startOf('day').add(days, 'day').add(hour, 'hour').format('YYYY-MM-DDTHH:mm:ss');
  return [
    { id: 1, start: at(0, 9), title: 'BCG – Amine', status: 2 },
    { id: 2, start: at(0, 11), title: 'Polio – Yasmine' },
    { id: 3, start: at(1, 10), title: 'DTC – Omar' },
    { id: 4, start: at(-2, 14), title: 'ROR – Ines', status: 2 },
    { id: 5, start: at(8, 9), title: 'Hépatite B – Salma' },
    { id: 6, start: at(-12, 15), title: 'Rage – Karim' },
  ];
}

/** A 16:9-ish picture drawn as SVG, for the image field and the cropper. */
export const SAMPLE_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#0b7285"/><stop offset="1" stop-color="#99e9f2"/></linearGradient></defs><rect width="800" height="500" fill="url(#g)"/><circle cx="400" cy="230" r="120" fill="#fff" opacity=".85"/><rect x="340" y="200" width="120" height="60" rx="12" fill="#0b7285"/><rect x="385" y="155" width="30" height="150" rx="8" fill="#0b7285"/></svg>',
)}`;

/**
 * The gallery's file sender: reads the file in the browser in ten steps with their progress and
 * answers a local address; a file whose name holds "echec" fails, to show the failure path. The
 * pages of the areas pass their API's upload call instead.
 */
export const galleryUploader: FileUploader = (file, { onProgress, signal }) =>
  new Promise<string>((resolve, reject) => {
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      onProgress(step * 10);
      if (step < 10) return;
      window.clearInterval(timer);
      if (/echec/i.test(file.name)) reject(new Error('upload failed'));
      else resolve(URL.createObjectURL(file));
    }, 60);
    signal.addEventListener('abort', () => {
      window.clearInterval(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
