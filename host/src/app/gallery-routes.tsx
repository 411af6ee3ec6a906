import type { RouteDescriptor } from '@evax/shared/runtime';

/** Developer pages: every field kind in one working form. Any signed-in user; not in the menu. */
export const GALLERY_PATHS = { fields: '/admin/dev/gallery/fields' } as const;

export const galleryRoutes: RouteDescriptor[] = [{ path: GALLERY_PATHS.fields, component: () => import('../pages/dev/FieldsGalleryPage') }];
