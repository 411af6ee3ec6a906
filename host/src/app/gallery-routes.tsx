import type { RouteDescriptor } from '@evax/shared/runtime';

/**
 * Developer pages: every field kind in one working form. Any signed-in user; not in the menu.
 * Only in development and test builds (EVAX_DEV_PAGES): the production build has neither the
 * route nor the page's chunk.
 */
export const GALLERY_PATHS = { fields: '/admin/dev/gallery/fields' } as const;

export const galleryRoutes: RouteDescriptor[] =
  process.env.EVAX_DEV_PAGES === '1' ? [{ path: GALLERY_PATHS.fields, component: () => import('../dev/pages/FieldsGalleryPage') }] : [];
