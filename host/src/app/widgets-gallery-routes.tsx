import type { RouteDescriptor } from '@evax/shared/runtime';

/** Developer pages: the shared widgets, each working on sample data (any signed-in user). */
export const WIDGETS_GALLERY_PATH = '/admin/dev/gallery/widgets';

export const widgetsGalleryRoutes: RouteDescriptor[] = [{ path: WIDGETS_GALLERY_PATH, component: () => import('../pages/dev/WidgetsGalleryPage') }];
