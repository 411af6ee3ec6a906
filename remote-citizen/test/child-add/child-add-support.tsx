import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { ACCOUNT_API_PATHS, CITIZEN_API_PATHS, apiPath, type DuplicateCandidate, type ParentSummary } from '@evax/shared/contract';
import { fakeHttp, paramsOf, type FakeReply } from '../../../shared/jest/fake-http';

export const SFAX = { id: 17, code: 'TN-61', nameFr: 'Sfax', nameAr: 'صفاقس' };
export const SFAX_MEDINA = { id: 171, code: 'TN6101', nameFr: 'Sfax Médina', nameAr: 'صفاقس المدينة' };

export const REGISTERED_MOTHER: ParentSummary = {
  id: 42,
  firstNameFr: 'Amira',
  lastNameFr: 'Trabelsi',
  firstNameAr: 'أميرة',
  lastNameAr: 'الطرابلسي',
  phone: '+216 22 123 456',
  nationalId: '08123456',
  passportNumber: null,
  nationality: 'TN',
};

export const CANDIDATE: DuplicateCandidate = {
  id: 7,
  evaxNumber: '123456782',
  firstNameFr: 'Youssef',
  lastNameFr: 'Trabelsi',
  firstNameAr: 'يوسف',
  lastNameAr: 'الطرابلسي',
  birthDate: '2024-03-08',
  motherFirstNameFr: 'Amira',
  motherLastNameFr: 'Trabelsi',
  birthGovernorate: { id: SFAX.id, nameFr: 'Sfax', nameAr: 'صفاقس' },
  score: 0.91,
};

export interface ApiScript {
  /** check_parent: the registered parent for a national ID, else none. */
  parents?: Record<string, ParentSummary>;
  /** The national IDs of those registered outside the caller's scope (issue 27: answered without their phone). */
  outsideScope?: string[];
  /** The create calls' answers, one per call in order (201 by default). */
  creates?: FakeReply[];
  /** The citizens the citizen page reads (GET /api/citizen/citizens/{id}). */
  citizens?: ParentSummary[];
}

/** The API the page talks to, faked: territory, check_parent and the four create calls. */
export function fakeCitizenApi({ parents = {}, outsideScope = [], creates = [], citizens = [] }: ApiScript = {}): InternalAxiosRequestConfig[] {
  const createPaths: string[] = [
    CITIZEN_API_PATHS.childCreate,
    CITIZEN_API_PATHS.foreignChildCreate,
    CITIZEN_API_PATHS.childCreateForParent,
    CITIZEN_API_PATHS.foreignChildCreateForParent,
  ];
  let created = 0;
  return fakeHttp((request) => {
    if (request.url === ACCOUNT_API_PATHS.governorates) return { data: [SFAX] };
    if (request.url === `/api/governorates/${SFAX.id}/delegations`) return { data: [SFAX_MEDINA] };
    if (request.url === CITIZEN_API_PATHS.checkParent) {
      const nationalId = String(paramsOf(request).nationalId);
      const found = parents[nationalId] ?? null;
      const outside = found !== null && outsideScope.includes(nationalId);
      return { data: { parentExist: found !== null, parent: found && outside ? { ...found, phone: null } : found, outsideScope: outside } };
    }
    if (request.url === CITIZEN_API_PATHS.parentLink) return { status: 201, data: {} };
    const citizen = citizens.find((one) => request.url === apiPath(CITIZEN_API_PATHS.citizenShow, { id: one.id }));
    if (citizen) return { data: citizen };
    if (createPaths.includes(request.url ?? '')) return creates[created++] ?? { status: 201, data: { id: 99, evaxNumber: '765432103' } };
    return undefined;
  });
}

export const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(String(request.data)) as Record<string, unknown>;

/** Opens a select, searches the option (a long list renders only its first options), takes it. */
async function choose(label: string, option: string) {
  const select = await screen.findByLabelText(label);
  fireEvent.mouseDown(select);
  if (select.tagName === 'INPUT' && !select.hasAttribute('readonly')) fireEvent.change(select, { target: { value: option.slice(0, 3) } });
  await userEvent.click(await screen.findByTitle(option));
}

const put = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/**
 * Step 1 with Youssef Trabelsi, born in Sfax Médina on 07/03/2024. One change per field (not
 * typed key by key): a render of the whole form costs a few hundred ms in jsdom.
 */
export async function fillChild({ nationality }: { nationality?: string } = {}) {
  put(await screen.findByLabelText('Prénom (français)'), 'Youssef');
  put(screen.getByLabelText('Nom (français)'), 'Trabelsi');
  put(screen.getByLabelText('Prénom (arabe)'), 'يوسف');
  put(screen.getByLabelText('Nom (arabe)'), 'الطرابلسي');
  put(screen.getByLabelText('Date de naissance'), '07/03/2024');
  await userEvent.click(screen.getByText('Garçon'));
  put(screen.getByLabelText('Prénom de la mère (français)'), 'Amira');
  await choose('Gouvernorat de naissance', 'Sfax');
  await choose('Délégation de naissance', 'Sfax Médina');
  put(screen.getByLabelText('Poids à la naissance'), '3.2');
  if (nationality) await choose('Nationalité', nationality);
}

export async function next() {
  await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
}

export async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
}

/** Step 2: the parent's national ID checked with check_parent. */
export { put };

export async function checkParentId(nationalId: string) {
  put(await screen.findByLabelText("N° de carte d'identité nationale"), nationalId);
  await userEvent.click(screen.getByRole('button', { name: 'Vérifier le parent' }));
}

export async function chooseRole(role: string) {
  await choose('Lien avec l’enfant', role);
}

export const waitForCall = (seen: InternalAxiosRequestConfig[], url: string) => waitFor(() => expect(seen.some((request) => request.url === url)).toBe(true));
