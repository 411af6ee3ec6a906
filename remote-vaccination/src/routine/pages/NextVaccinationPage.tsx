import NewVaccinationPage from './NewVaccinationPage';

/** /admin/vaccine/routine-vaccination/nex/:evaxNumber: the next vaccination, the doses due now given today. */
export default function NextVaccinationPage() {
  return <NewVaccinationPage next />;
}
