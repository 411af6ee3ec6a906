/** The registration requests' screens (the spec shows no route: ours). */
export const REGISTRATION_ROUTES = {
  requestList: '/admin/subscription-requests',
  requestShow: '/admin/subscription-requests/:id',
} as const;
