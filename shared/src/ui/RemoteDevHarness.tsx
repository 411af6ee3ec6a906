import { lazy, Suspense, useMemo } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can, flattenMenu, isSignedIn, signOut, useAuthStore, type ModuleDescriptor } from '@evax/shared/runtime';
import { LanguageSwitcher } from '@evax/shared/ui/shell';
import { LoginForm } from './LoginForm.js';

/**
 * A remote on its own (`pnpm --filter <remote> dev`): sign in against the API, then its pages
 * with a bare navigation. The real shell is the host; this is for developing one area alone.
 */
export default function RemoteDevHarness({ module }: { module: ModuleDescriptor }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore(isSignedIn);
  const pages = useMemo(() => module.routes.map((route) => ({ ...route, Page: lazy(route.component) })), [module]);
  const entries = useMemo(() => flattenMenu(module.menu), [module]);

  if (!signedIn) {
    return (
      <Card title={t('AUTH.LOGIN.TITLE')} extra={<LanguageSwitcher />} style={{ maxWidth: 420, marginBlock: 48, marginInline: 'auto' }}>
        <LoginForm />
      </Card>
    );
  }
  return (
    <Flex vertical gap="middle" style={{ padding: 24 }}>
      <Flex gap="middle" align="center" wrap>
        <strong>{module.name}</strong>
        {entries.map((entry) => (
          <Can key={entry.key} permission={entry.permission}>
            <Link to={entry.path}>{t(entry.labelKey)}</Link>
          </Can>
        ))}
        <LanguageSwitcher />
        <Button onClick={() => void signOut()}>{t('AUTH.LOGOUT')}</Button>
      </Flex>
      <Suspense fallback={<Spin />}>
        <Routes>
          {pages.map(({ path, exact, permission, Page }) => (
            <Route
              key={path}
              path={exact === false ? `${path}/*` : path}
              element={
                permission ? (
                  <Can permission={permission} fallback={<Result status="403" title="403" />}>
                    <Page />
                  </Can>
                ) : (
                  <Page />
                )
              }
            />
          ))}
          <Route path="*" element={<Result status="404" title="404" />} />
        </Routes>
      </Suspense>
    </Flex>
  );
}
