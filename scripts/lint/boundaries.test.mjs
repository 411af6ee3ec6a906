// Proves each boundary rule of eslint.config.mjs: snippets linted in memory, as if they were files
// at the given paths, with the project's real configuration. Run by the lint stage of `pnpm test`
// (node --test scripts/lint/).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './boundaries.mjs';

const eslint = new ESLint({ cwd: ROOT, cache: false });

/** The errors of `rule` for `code` placed at `file` (from the root): the refused specifiers, in order. */
async function refusedBy(rule, file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  assert.ok(result, `${file} is linted (not ignored)`);
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${file} parses`);
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message.match(/^'([^']+)'/)?.[1]);
}

/** The boundary errors of `code` placed at `file` (from the root): the refused specifiers, in order. */
const refused = (file, code) => refusedBy('evax/boundaries', file, code);

const lines = (...imports) => imports.join('\n');

test('a remote imports neither the host nor another remote, by package name or by a path out of its package', async () => {
  const code = lines(
    "import { activeMenuEntry } from '../../../host/src/app/menu';",
    "import citizen from '../../../remote-citizen/src/module';",
    "import b from '@evax/remote-citizen';",
    "export * from '@evax/host/src/app/menu';",
    "const c = import('@evax/remote-vaccination');",
    "export { d } from '../../../remote-reference/src/api/dci-api';",
    'void [activeMenuEntry, citizen, b, c];',
  );
  assert.deepEqual(await refused('remote-admin/src/pages/SomePage.tsx', code), [
    '../../../host/src/app/menu',
    '../../../remote-citizen/src/module',
    '@evax/remote-citizen',
    '@evax/host/src/app/menu',
    '@evax/remote-vaccination',
    '../../../remote-reference/src/api/dci-api',
  ]);
});

test('a remote imports @evax/shared, npm packages and its own files', async () => {
  const code = lines(
    "import { PERMISSIONS } from '@evax/shared/contract';",
    "import { notify } from '@evax/shared/runtime';",
    "import { Table } from 'antd';",
    "import { listUsers } from '../api/users-api';",
    'void [PERMISSIONS, notify, Table, listUsers];',
  );
  assert.deepEqual(await refused('remote-admin/src/pages/SomePage.tsx', code), []);
});

test("a remote's tests reach the shared jest helpers by path, never the host or another remote", async () => {
  const code = lines(
    "import { renderPage } from '../../shared/jest/render';",
    "import { fr } from '../../host/src/i18n/fr';",
    "jest.mock('../../remote-admin/src/api/users-api');",
    "const other = require('../../remote-admin/src/module');",
    'void [renderPage, fr, other];',
  );
  assert.deepEqual(await refused('remote-citizen/test/some.test.tsx', code), [
    '../../host/src/i18n/fr',
    '../../remote-admin/src/api/users-api',
    '../../remote-admin/src/module',
  ]);
});

test('the host imports no remote (it loads them at runtime)', async () => {
  const code = lines("import citizen from '@evax/remote-citizen';", "import admin from '../../../remote-admin/src/module';", 'void [citizen, admin];');
  assert.deepEqual(await refused('host/src/federation/some-loader.ts', code), ['@evax/remote-citizen', '../../../remote-admin/src/module']);
});

test('the API never imports @evax/shared/runtime or ui, nor React or antd; contract and validation are fine', async () => {
  const code = lines(
    "import { i18n } from '@evax/shared/runtime';",
    "import type { ModuleDescriptor } from '@evax/shared/runtime';",
    "import { AppProviders } from '@evax/shared/ui';",
    "import React from 'react';",
    "import { Button } from 'antd';",
    "import { PERMISSIONS } from '@evax/shared/contract';",
    "import { validateAccountInformation } from '@evax/shared/validation';",
    "import { ApiError } from '../../http/errors.js';",
    'export type M = ModuleDescriptor;',
    'void [i18n, AppProviders, React, Button, PERMISSIONS, validateAccountInformation, ApiError];',
  );
  assert.deepEqual(await refused('api/src/modules/reference/some-service.ts', code), [
    '@evax/shared/runtime',
    '@evax/shared/runtime',
    '@evax/shared/ui',
    'react',
    'antd',
  ]);
  assert.deepEqual(await refused('api/test/some.test.ts', "import { notify } from '@evax/shared/runtime';\nvoid notify;"), ['@evax/shared/runtime']);
});

test('shared never imports the host, a remote or the API', async () => {
  const code = lines(
    "import { App } from '@evax/host';",
    "import admin from '../../../remote-admin/src/module';",
    "import { buildApp } from '@evax/api';",
    "import { ApiError } from '../../../api/src/http/errors.js';",
    "import { Button } from 'antd';",
    'void [App, admin, buildApp, ApiError, Button];',
  );
  assert.deepEqual(await refused('shared/src/ui/SomeWidget.tsx', code), [
    '@evax/host',
    '../../../remote-admin/src/module',
    '@evax/api',
    '../../../api/src/http/errors.js',
  ]);
});

test("shared's contract and validation (what the API imports) never import the browser side", async () => {
  const code = lines(
    "import { notify } from '../runtime';",
    "import { SchemaForm } from '../ui/form/SchemaForm';",
    "import { useState } from 'react';",
    "import { i18n } from '@evax/shared/runtime';",
    "import { LIMITS } from './constants.js';",
    'void [notify, SchemaForm, useState, i18n, LIMITS];',
  );
  assert.deepEqual(await refused('shared/src/validation/some-rules.ts', code), ['../runtime', '../ui/form/SchemaForm', 'react', '@evax/shared/runtime']);
});

test("a remote's pages and components never import its assembly (module.ts, bootstrap, index)", async () => {
  const code = lines("import areaModule from '../module';", "import '../bootstrap';", "import * as entry from '..';", 'void [areaModule, entry];');
  assert.deepEqual(await refused('remote-reference/src/pages/SomePage.tsx', code), ['../module', '../bootstrap', '..']);
  assert.deepEqual(await refused('remote-reference/src/components/Some.tsx', "import m from '../module.ts';\nvoid m;"), ['../module.ts']);
  // The assembly imports the pages; tests import the module to check it.
  assert.deepEqual(await refused('remote-reference/src/module.ts', "const page = () => import('./pages/DciListPage');\nvoid page;"), []);
  assert.deepEqual(await refused('remote-reference/test/module.test.ts', "import areaModule from '../src/module';\nvoid areaModule;"), []);
});

test("the host's pages never import its route assembly (app/AppRoutes, app/shell-module, app/*-routes)", async () => {
  const code = lines(
    "import { shellModule } from '../../app/shell-module';",
    "import { AppRoutes } from '../../app/AppRoutes';",
    "import { profileRoutes } from '../../app/profile-routes';",
    "import { App } from '../../app/App';",
    "import { activeMenuEntry } from '../../app/menu';",
    'void [shellModule, AppRoutes, profileRoutes, App, activeMenuEntry];',
  );
  assert.deepEqual(await refused('host/src/pages/profile/SomePage.tsx', code), [
    '../../app/shell-module',
    '../../app/AppRoutes',
    '../../app/profile-routes',
    '../../app/App',
  ]);
  assert.deepEqual(
    await refused(
      'host/src/app/AppRoutes.tsx',
      "import { shellModule } from './shell-module';\nconst p = () => import('../pages/HomePage');\nvoid [shellModule, p];",
    ),
    [],
  );
});

// evax/entities (issue 29): inside a remote, an entity imports only itself, common/ and the route table.

test("an entity of a remote never imports another entity's files, in any form", async () => {
  const code = lines(
    "import { PARENT_PATHS } from '../../parent/paths';",
    "import { ParentStep } from '../../parent/components/ParentStep';",
    "export { addParent } from '../../parent/api';",
    "const page = () => import('../../medical-folder/pages/MedicalFolderPage');",
    "jest.mock('../../citizen/api');",
    "type Row = import('../../citizen/api').CitizenRow;",
    "import { fr } from '../../i18n/fr';",
    'export type R = Row;',
    'void [PARENT_PATHS, ParentStep, page, fr];',
  );
  assert.deepEqual(await refusedBy('evax/entities', 'remote-citizen/src/child/pages/SomePage.tsx', code), [
    '../../parent/paths',
    '../../parent/components/ParentStep',
    '../../parent/api',
    '../../medical-folder/pages/MedicalFolderPage',
    '../../citizen/api',
    '../../citizen/api',
    '../../i18n/fr',
  ]);
});

test('an entity imports its own files, common/, the route table, @evax/shared and npm packages', async () => {
  const code = lines(
    "import { CHILD_KEY } from '../api';",
    "import { ChildCard } from '../components/ChildCard';",
    "import { childFields } from './add/child-fields';",
    "import { CITIZEN_KEY } from '../../common/resource-keys';",
    "import { ParentStep } from '../../common/parent-step/ParentStep';",
    "import { CITIZEN_ROUTES } from '../../route-paths';",
    "import { LtrText } from '@evax/shared/ui';",
    "import { Button } from 'antd';",
    'void [CHILD_KEY, ChildCard, childFields, CITIZEN_KEY, ParentStep, CITIZEN_ROUTES, LtrText, Button];',
  );
  assert.deepEqual(await refusedBy('evax/entities', 'remote-citizen/src/child/components/SomeComponent.tsx', code), []);
  assert.deepEqual(
    await refusedBy(
      'evax/entities',
      'remote-reference/src/dci/pages/SomePage.tsx',
      "import { DciSelect } from '../../common/components/DciSelect';\nvoid DciSelect;",
    ),
    [],
  );
});

test('common/ never imports an entity (it would be a door between two)', async () => {
  const code = lines("import { fetchChild } from '../child/api';", "import { CITIZEN_ROUTES } from '../route-paths';", 'void [fetchChild, CITIZEN_ROUTES];');
  assert.deepEqual(await refusedBy('evax/entities', 'remote-citizen/src/common/SomeShared.tsx', code), ['../child/api']);
});

test("the area's texts and assembly put the entities together; the rule holds in remote-reference and remote-admin too", async () => {
  const texts = lines(
    "import { childFr } from '../child/i18n/fr';",
    "import { parentFr } from '../parent/i18n/fr';",
    'export const fr = { ...childFr, ...parentFr };',
  );
  assert.deepEqual(await refusedBy('evax/entities', 'remote-citizen/src/i18n/fr.ts', texts), []);
  assert.deepEqual(await refusedBy('evax/entities', 'remote-citizen/src/module.ts', "import { childRoutes } from './child/routes';\nvoid childRoutes;"), []);
  assert.deepEqual(
    await refusedBy(
      'evax/entities',
      'remote-reference/src/specialty/pages/SomePage.tsx',
      "import { DciSelect } from '../../dci/components/DciSelect';\nvoid DciSelect;",
    ),
    ['../../dci/components/DciSelect'],
  );
  assert.deepEqual(await refusedBy('evax/entities', 'remote-admin/src/user/pages/SomePage.tsx', "import { roleApi } from '../../role/api';\nvoid roleApi;"), [
    '../../role/api',
  ]);
});

test("remote-vaccination is held too: a kind reaching into another is refused, the area's key and folder page from common/ are not", async () => {
  const code = lines(
    "import { routineApi } from '../../routine/api';",
    "import { VACCINATION_KEY } from '../../common/resource-keys';",
    "import { ChildFolderPage } from '../../common/components/ChildFolderPage';",
    'void [routineApi, VACCINATION_KEY, ChildFolderPage];',
  );
  assert.deepEqual(await refusedBy('evax/entities', 'remote-vaccination/src/international/pages/SomePage.tsx', code), ['../../routine/api']);
});
