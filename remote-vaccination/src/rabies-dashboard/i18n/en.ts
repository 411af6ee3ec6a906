/** Texts of the anti-rabies dashboard (keys under VACCINATION.RABIES_DASHBOARD.). */
export const rabiesDashboardEn = {
  TITLE: 'Anti-rabies dashboard',
  /** Shorter, for the menu's width. */
  MENU: 'Anti-rabies dashboard',
  PERIOD: 'Period the sheets were opened',
  GOVERNORATE: 'Governorate',
  ALL_GOVERNORATES: 'All governorates',
  KPIS: {
    OPENED: 'Sheets opened',
    IN_PROGRESS: 'In progress',
    COMPLETE: 'Complete protocols',
    ABSENT: 'Absences (dose missed)',
    CATEGORY_III_SHARE: 'Category III share',
    CATEGORY_III_OF: '{{n}} of {{of}} exposures',
    OPEN_TOO_LONG: 'A1/A2 sheets open over {{days}} days',
  },
  CHARTS: {
    BY_MONTH: 'Sheets opened by month',
    BY_CATEGORY: 'Sheets by WHO category',
    OPENED: 'Opened',
    COMPLETE: 'Protocol complete',
    CATEGORIES: { I: 'Category I', II: 'Category II', III: 'Category III', NONE: 'Preventive' },
    NO_DATA: 'No sheet in this period',
  },
} as const;
