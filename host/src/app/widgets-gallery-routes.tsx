import type { RouteDescriptor } from '@evax/shared/runtime';

/** Developer pages: the shared widgets, each working on sample data (any signed-in user). Development and test builds only (EVAX_DEV_PAGES). */
export const WIDGETS_GALLERY_PATH = '/admin/dev/gallery/widgets';

export const widgetsGalleryRoutes: RouteDescriptor[] =
  process.env.EVAX_DEV_PAGES === '1' ? [{ path: WIDGETS_GALLERY_PATH, component: () => import('../dev/pages/WidgetsGalleryPage') }] : [];
