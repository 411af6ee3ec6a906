export type {
  CentreDay,
  DashboardAreas,
  DashboardCentre,
  DashboardVaccine,
  DashboardCirconscription,
  DashboardGovernorate,
  DashboardQuery,
  InscriptionKpi,
  InscriptionKpiGovernorate,
  VaccinationKpi,
  VaccinationKpiGovernorate,
} from './schemas.js';
