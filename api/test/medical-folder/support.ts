import { CITIZEN_API_PATHS } from '@evax/shared/contract';
import type { Call } from '../support/app.js';
import { newChildBody } from '../citizen/citizen-support.js';

let serial = 0;
const FIRST_NAMES = [
  ['Yasmine', 'ياسمين'],
  ['Nour', 'نور'],
  ['Lina', 'لينا'],
  ['Salma', 'سلمى'],
  ['Eya', 'إيّا'],
  ['Rim', 'ريم'],
  ['Sarra', 'سارة'],
  ['Ines', 'إيناس'],
] as const;

/** A new girl born on 2025-02-14, registered by `username` (at that user's centre); her evax number. */
export async function newChild(call: Call, username = 'agent', birthDate = '2025-02-14'): Promise<string> {
  const [fr, ar] = FIRST_NAMES[serial++ % FIRST_NAMES.length]!;
  const body = newChildBody({ child: { firstNameFr: fr, firstNameAr: ar, lastNameFr: `Medfolder${'x'.repeat(serial)}`, birthDate, birthType: 'normal' } });
  const response = await call('POST', CITIZEN_API_PATHS.childCreate, username, { ...body, confirmNotDuplicate: true });
  if (response.statusCode !== 201) throw new Error(`child not created: ${response.body}`);
  return response.json<{ evaxNumber: string }>().evaxNumber;
}
