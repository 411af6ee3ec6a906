/** Texts of anti-rabies vaccination (keys under VACCINATION.RABIES.). */
export const rabiesEn = {
  TITLES: { LIST: 'Anti-rabies vaccination', DETAILS: 'Anti-rabies sheet', NEW: 'New anti-rabies sheet' },
  SEARCH: 'eVax number',
  FILTERS: { STATE: 'State', TYPE: 'Type' },
  COLUMNS: {
    OPENED_ON: 'Opened on',
    EVAX_NUMBER: 'eVax number',
    NAME: 'Name',
    TYPE: 'Type',
    CATEGORY: 'WHO category',
    NEXT_DOSE: 'Next dose',
    STATE: 'State',
    ACTIONS: 'Actions',
  },
  OPEN_SHEET: 'Sheet',
  OPEN_TOO_LONG: 'Open over {{days}} days',
  STATES: { IN_PROGRESS: 'In progress', TEMPORARILY_CLOSED: 'Temporarily closed', CLOSED: 'Closed' },
  TYPES: { A1: 'A1 - after an aggression, no serum', A2: 'A2 - after an aggression, with serum', P: 'Preventive' },
  CATEGORIES: { I: 'Category I', II: 'Category II', III: 'Category III' },
};
