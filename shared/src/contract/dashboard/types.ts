export type {
  CentreDay,
  DashboardAreas,
  DashboardCentre,
  DashboardCirconscription,
  DashboardGovernorate,
  DashboardQuery,
  InscriptionKpi,
  InscriptionKpiGovernorate,
  VaccinationKpi,
  VaccinationKpiGovernorate,
} from './schemas.js';
