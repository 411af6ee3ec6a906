import { lazy } from 'react';

/** Loaded on demand: the error pages bring antd's Result and its pictures. */
export const ForbiddenPage = lazy(async () => {
  const { ErrorPage } = await import('./pages/ErrorPage');
  return { default: () => <ErrorPage kind="FORBIDDEN" /> };
});

export const NotFoundPage = lazy(async () => {
  const { ErrorPage } = await import('./pages/ErrorPage');
  return { default: () => <ErrorPage kind="NOT_FOUND" /> };
});

export const InternalErrorPage = lazy(async () => {
  const { ErrorPage } = await import('./pages/ErrorPage');
  return { default: () => <ErrorPage kind="INTERNAL_ERROR" /> };
});
