import { PERMISSIONS } from '@evax/shared/contract';
import { http, translationsLoader, type ModuleDescriptor } from '@evax/shared/runtime';
import { useEffect, useState } from 'react';

const translations = (label: string) => ({ fr: { FAKE: { [label]: label } }, ar: { FAKE: { [label]: label } }, en: { FAKE: { [label]: label } } });

/** A citizen area with one page listing children (needs citizen.viewChildrenList). */
export const fakeCitizen: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'citizen',
  routes: [{ path: '/admin/child/list', permission: PERMISSIONS.citizen.viewChildrenList, component: async () => ({ default: () => <p>children page</p> }) }],
  menu: [{ key: 'children', labelKey: 'FAKE.CHILDREN', path: '/admin/child/list', permission: PERMISSIONS.citizen.viewChildrenList }],
  loadTranslations: translationsLoader(translations('CHILDREN')),
};

/** A reference area whose DCI page asks the API (to see what a 401 does). */
export const fakeReference: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'reference',
  routes: [{ path: '/admin/dci', permission: PERMISSIONS.dci.viewList, component: async () => ({ default: DciPage }) }],
  menu: [{ key: 'dci', labelKey: 'FAKE.DCI', path: '/admin/dci', permission: PERMISSIONS.dci.viewList }],
  loadTranslations: translationsLoader(translations('DCI')),
};

/** The citizen area as a remote built before contract versions: no version, all languages' texts at once. */
export const legacyCitizen = {
  name: 'citizen',
  routes: fakeCitizen.routes,
  menu: [{ ...fakeCitizen.menu[0], labelKey: 'FAKE.OLD_CHILDREN' }],
  translations: {
    fr: { FAKE: { OLD_CHILDREN: 'Enfants (ancien)' } },
    ar: { FAKE: { OLD_CHILDREN: 'Enfants (ancien)' } },
    en: { FAKE: { OLD_CHILDREN: 'Children (old build)' } },
  },
} as unknown as ModuleDescriptor;

function DciPage() {
  const [state, setState] = useState('loading dci');
  useEffect(() => {
    http.get('/api/ALL_DCI').then(
      () => setState('dci page'),
      () => setState('dci failed'),
    );
  }, []);
  return <p>{state}</p>;
}

let crashes = true;

/** A reference area whose page throws while rendering, until `stopCrashing()`. */
export const crashingReference: ModuleDescriptor = {
  ...fakeReference,
  routes: [{ path: '/admin/dci', component: async () => ({ default: CrashingPage }) }],
};

function CrashingPage() {
  if (crashes) throw new Error('render failure');
  return <p>recovered page</p>;
}

export function setCrashing(value: boolean): void {
  crashes = value;
}

const bilingual = (texts: Record<string, string>) => ({ fr: { FAKE: texts }, ar: { FAKE: texts }, en: { FAKE: texts } });

/**
 * A reference area whose form pages carry their own title: the creation page lies outside the
 * list's path (as the DCI's /admin/add/new does) and names its menu entry.
 */
export const titledReference: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'reference',
  routes: [
    { path: '/admin/dci', permission: PERMISSIONS.dci.viewList, titleKey: 'FAKE.DCI', component: async () => ({ default: () => <p>dci list</p> }) },
    {
      path: '/admin/add/new',
      permission: PERMISSIONS.dci.add,
      titleKey: 'FAKE.NEW_DCI',
      menuKey: 'dci',
      component: async () => ({ default: () => <p>dci form</p> }),
    },
    {
      path: '/admin/dci/:id/show',
      permission: PERMISSIONS.dci.viewList,
      titleKey: 'FAKE.DCI_SHEET',
      component: async () => ({ default: () => <p>dci sheet</p> }),
    },
    {
      path: '/admin/dci/:id/history',
      permission: PERMISSIONS.dci.viewList,
      titleKey: 'FAKE.DCI',
      component: async () => ({ default: () => <p>dci history</p> }),
    },
  ],
  menu: [
    { key: 'other', labelKey: 'FAKE.OTHER', path: '/admin/lists', permission: PERMISSIONS.dci.viewList },
    { key: 'dci', labelKey: 'FAKE.DCI', path: '/admin/dci', permission: PERMISSIONS.dci.viewList },
  ],
  loadTranslations: translationsLoader(bilingual({ DCI: 'DCI', NEW_DCI: 'New DCI', DCI_SHEET: 'DCI sheet', OTHER: 'Other lists' })),
};
