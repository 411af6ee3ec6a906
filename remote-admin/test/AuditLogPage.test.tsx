import { fireEvent, screen, within } from '@testing-library/react';
import { API_PATHS, type AuditLogEntry, type AuditLogPage } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { adminTranslations } from '../src/i18n';
import AuditLogPageView from '../src/audit-log/pages/AuditLogPage';

const entry = (id: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  at: '2026-03-11T08:15:00.000Z',
  action: 'update',
  entity: 'app_user',
  entityId: String(100 + id),
  user: { id: 4, username: 'admin' },
  structure: { id: 9, nameFr: 'Direction régionale de Tunis', nameAr: 'الإدارة الجهوية بتونس' },
  before: { phone: '+216 20 000 000' },
  after: { phone: '+216 22 111 111' },
  ...overrides,
});

const facets = { entities: ['app_user', 'child'], actions: ['create', 'update'] };

function serve(pages: Record<string, AuditLogPage>) {
  return fakeHttp((request) => {
    if (request.url === API_PATHS.auditLogFacets) return { data: facets };
    if (request.url === API_PATHS.structures) return { data: { count: 0, results: [] } };
    if (request.url === API_PATHS.auditLog) return { data: pages[String(request.params?.before ?? 'first')] };
    return undefined;
  });
}

describe('audit log page', () => {
  afterEach(restoreHttp);

  it('shows who did what from where, and the change before and after when a row opens', async () => {
    serve({ first: { results: [entry(1)], next: null } });
    setupI18n('fr', adminTranslations);
    renderInApp(<AuditLogPageView />, { route: '/admin/audit-log' });

    const row = (await screen.findByText('admin')).closest('tr')!;
    expect(within(row).getByText('Modification')).toBeInTheDocument();
    expect(within(row).getByText('Direction régionale de Tunis')).toBeInTheDocument();
    expect(within(row).getByText(/Utilisateur/)).toBeInTheDocument();
    expect(screen.queryByText('Entrées plus anciennes')).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button'));
    expect(await screen.findByText('+216 20 000 000')).toBeInTheDocument();
    expect(screen.getByText('+216 22 111 111')).toBeInTheDocument();
  });

  it('sends the URL filters, and reads the older entries after the last row shown', async () => {
    const seen = serve({ first: { results: [entry(3)], next: 3 }, '3': { results: [entry(2, { action: 'create', user: null })], next: null } });
    setupI18n('fr', adminTranslations);
    renderInApp(<AuditLogPageView />, { route: '/admin/audit-log?entity=app_user&username=admin&page=2' });

    fireEvent.click(await screen.findByRole('button', { name: 'Entrées plus anciennes' }));
    expect(await screen.findByText('Anonyme')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrées plus anciennes' })).not.toBeInTheDocument();
    const reads = seen.filter((request) => request.url === API_PATHS.auditLog).map((request) => request.params);
    expect(reads).toEqual([
      { entity: 'app_user', username: 'admin' },
      { entity: 'app_user', username: 'admin', before: 3 },
    ]);
  });

  it('names actions and objects in Arabic', async () => {
    serve({ first: { results: [entry(1)], next: null } });
    setupI18n('ar', adminTranslations);
    renderInApp(<AuditLogPageView />, { route: '/admin/audit-log' });

    expect(await screen.findByText('تعديل')).toBeInTheDocument();
    expect(screen.getByText('الإدارة الجهوية بتونس')).toBeInTheDocument();
  });

  it('keeps an object the trail does not hold yet: the shared link shows no rows rather than all', async () => {
    const seen = serve({ first: { results: [], next: null } });
    setupI18n('fr', adminTranslations);
    renderInApp(<AuditLogPageView />, { route: '/admin/audit-log?entity=structure' });

    expect(await screen.findByText('Aucune entrée pour ces filtres')).toBeInTheDocument();
    expect(seen.filter((request) => request.url === API_PATHS.auditLog).map((request) => request.params)).toEqual([{ entity: 'structure' }]);
  });
});
