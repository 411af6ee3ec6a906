import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@evax/shared/contract';
import { buildWithWebpack, editOnce, makeWorkspace, SKEW_ROOT, stopBuilds } from './skew-workspace';

/** The route the newer citizen remote adds, under a path prefix that today's portal has never heard of. */
export const NEW_CHILD_ROUTE = '/admin/child-skew/notes';

/** The texts the newer builds add: the citizen remote's page (title and body), the host's footer line. */
export const SKEW_TEXTS: Record<Language, { pageTitle: string; pageBody: string; hostContract: string }> = {
  fr: {
    pageTitle: 'Page ajoutée par le nouvel espace',
    pageBody: 'Cette page vient d’un espace citoyen plus récent que le portail.',
    hostContract: 'Contrat du portail {{version}}',
  },
  ar: { pageTitle: 'صفحة أضافها الفضاء الجديد', pageBody: 'تأتي هذه الصفحة من فضاء مواطن أحدث من البوابة.', hostContract: 'عقد البوابة {{version}}' },
  en: {
    pageTitle: 'Page added by the new area',
    pageBody: 'This page comes from a citizen area newer than the portal.',
    hostContract: 'Portal contract {{version}}',
  },
};

/** The contract minor the newer host offers and the newer vaccination remote is built for. */
export const NEWER_CONTRACT = '1.1';

/** Where the builds land: tomorrow's citizen remote, and a web root (EVAX_WEB_ROOT) with tomorrow's host and vaccination remote beside today's other remotes. */
const NEWER_CITIZEN_ROOT = path.join(SKEW_ROOT, 'newer-citizen');
export const NEWER_CITIZEN_DIST = path.join(NEWER_CITIZEN_ROOT, 'remote-citizen/dist');
export const NEWER_PORTAL_ROOT = path.join(SKEW_ROOT, 'contract-1.1');
export const CONTRACT_VACCINATION_DIST = path.join(NEWER_PORTAL_ROOT, 'remote-vaccination/dist');

const NEW_PAGE = `import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export default function VersionSkewPage() {
  const { t } = useTranslation();
  return <Typography.Paragraph data-testid="version-skew-page">{t('CITIZEN.SKEW.BODY')}</Typography.Paragraph>;
}
`;

const LANGUAGES = Object.keys(SKEW_TEXTS) as Language[];
const capitalized = (language: Language) => language.charAt(0).toUpperCase() + language.slice(1);

/** The citizen remote of tomorrow (contract 1.0 still): a new page at a new route, its texts in the three languages. */
function newerCitizenRemote(): string {
  const dir = path.join(makeWorkspace(NEWER_CITIZEN_ROOT, ['remote-citizen']), 'remote-citizen');
  const src = path.join(dir, 'src');
  editOnce(
    path.join(src, 'child/routes.ts'),
    'export const childRoutes: RouteDescriptor[] = [',
    `export const childRoutes: RouteDescriptor[] = [
  { path: '${NEW_CHILD_ROUTE}', permission: citizen.viewChildrenList, titleKey: 'CITIZEN.SKEW.TITLE', menuKey: MENU_KEY, component: () => import('./pages/VersionSkewPage') },`,
  );
  fs.writeFileSync(path.join(src, 'child/pages/VersionSkewPage.tsx'), NEW_PAGE);
  // What `EVAX_WRITE_AREA=1` writes after adding the route: the new prefix in the area's announcement.
  editOnce(path.join(dir, 'area.json'), '"/admin/child",', '"/admin/child",\n    "/admin/child-skew",');
  for (const language of LANGUAGES) {
    const { pageTitle, pageBody } = SKEW_TEXTS[language];
    const name = `citizenArea${capitalized(language)}`;
    editOnce(
      path.join(src, `i18n/area.${language}.ts`),
      `export const ${name} = mergeTrees(${language},`,
      `export const ${name} = mergeTrees(${language}, { CITIZEN: { SKEW: ${JSON.stringify({ TITLE: pageTitle, BODY: pageBody })} } },`,
    );
  }
  return dir;
}

/** The host of tomorrow: contract 1.1 (its copy of @evax/shared), and a new shell text in its footer. */
function newerHost(workspace: string): string {
  editOnce(
    path.join(workspace, 'shared/src/runtime/module-descriptor.ts'),
    "export const HOST_CONTRACT_VERSION = '1.0';",
    `export const HOST_CONTRACT_VERSION = '${NEWER_CONTRACT}';`,
  );
  const src = path.join(workspace, 'host/src');
  editOnce(
    path.join(src, 'layout/AppFooter.tsx'),
    "import { APP_VERSION_LABEL } from '@evax/shared/contract';",
    "import { APP_VERSION_LABEL } from '@evax/shared/contract';\nimport { HOST_CONTRACT_VERSION } from '@evax/shared/runtime';",
  );
  editOnce(
    path.join(src, 'layout/AppFooter.tsx'),
    '<bdi data-testid="app-version">{APP_VERSION_LABEL}</bdi>',
    `<bdi data-testid="app-version">{APP_VERSION_LABEL}</bdi> · <span data-testid="host-contract">{t('SKEW.HOST_CONTRACT', { version: HOST_CONTRACT_VERSION })}</span>`,
  );
  for (const language of LANGUAGES) {
    const name = `shell${capitalized(language)}`;
    editOnce(
      path.join(src, `i18n/shell.${language}.ts`),
      `export const ${name} = mergeTrees(`,
      `export const ${name} = mergeTrees({ SKEW: { HOST_CONTRACT: ${JSON.stringify(SKEW_TEXTS[language].hostContract)} } }, `,
    );
  }
  return path.join(workspace, 'host');
}

/** A vaccination remote built for the newer host: it declares contract 1.1 (descriptor and area.json), nothing else changes. */
function vaccinationForNewerHost(workspace: string): string {
  editOnce(path.join(workspace, 'remote-vaccination/src/module.ts'), "contractVersion: '1.0',", `contractVersion: '${NEWER_CONTRACT}',`);
  // What `EVAX_WRITE_AREA=1` writes after it: the contract its announced menu is for.
  editOnce(path.join(workspace, 'remote-vaccination/area.json'), '"contractVersion": "1.0",', `"contractVersion": "${NEWER_CONTRACT}",`);
  return path.join(workspace, 'remote-vaccination');
}

/** Makes the copies, edits them and builds the three in parallel; prints each build's time. */
export async function buildSkewedCopies(log: (line: string) => void = console.log): Promise<void> {
  const started = Date.now();
  const newerPortalRoot = makeWorkspace(NEWER_PORTAL_ROOT, ['shared', 'host', 'remote-vaccination']);
  const packages = [newerCitizenRemote(), newerHost(newerPortalRoot), vaccinationForNewerHost(newerPortalRoot)];
  try {
    await Promise.all(
      packages.map(async (dir) => {
        const took = await buildWithWebpack(dir);
        log(`[version-skew] built ${path.relative(SKEW_ROOT, dir)} in ${(took / 1000).toFixed(1)} s`);
      }),
    );
  } catch (error) {
    stopBuilds();
    throw error;
  }
  log(`[version-skew] copies made and built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
