/** The medical folder's screens beside CITIZEN_ROUTES.medicalFolder (/admin/mapi/:evaxNumber, the folder itself). */
export const MEDICAL_FOLDER_ROUTES = {
  /** The four WHO growth charts of a child (a page of its own: the charts library loads with it only). */
  growthCharts: '/admin/mapi/:evaxNumber/growth-charts',
  /** The serious MAPI reports of the children the user sees (the whole country at national level). */
  seriousMapi: '/admin/mapi-serious',
} as const;
