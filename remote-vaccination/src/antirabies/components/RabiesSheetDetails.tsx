import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RabiesAggression, RabiesAnimal, RabiesFiche } from '@evax/shared/contract';
import { formatDate } from '@evax/shared/runtime';
import type { StoredSheetSteps } from './rabies-sheet-values';

const T = 'VACCINATION.RABIES';
const M = `${T}.SHEET_MORE`;

const joined = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** The sheet's further details (issue 31): residence, local care, lesion locations, the second aggression, the animals, the history. */
export function RabiesSheetDetails({ sheet }: { sheet: RabiesFiche }) {
  const { t } = useTranslation();
  const details = sheet.details as StoredSheetSteps;
  const locations = (aggression?: RabiesAggression | null) => (aggression?.lesionLocations ?? []).map((code) => t(`${T}.LESION_LOCATIONS.${code}`)).join(', ');
  const animal = (a: RabiesAnimal) =>
    joined([
      t(`${T}.SPECIES.${a.species}`),
      a.state && t(`${T}.ANIMAL_STATES.${a.state}`),
      a.sentToLab && t(`${M}.SENT_TO_LAB`),
      a.sentToLab &&
        a.rabiesDiagnosis != null &&
        `${t(`${M}.RABIES_DIAGNOSIS`)} : ${t(`${M}.${a.rabiesDiagnosis ? 'DIAGNOSIS_POSITIVE' : 'DIAGNOSIS_NEGATIVE'}`)}`,
      a.ownerKnown && t(`${M}.OWNER`, { owner: joined([a.ownerName, a.ownerPhone, a.ownerAddress]) || t(`${T}.YES`) }),
      a.vaccinated &&
        t(`${M}.VACCINE`, { vaccine: joined([a.vaccineName, a.vaccineLot, a.lastVaccinationDate && formatDate(a.lastVaccinationDate)]) || t(`${T}.YES`) }),
      a.veterinaryObservation && t(`${M}.VETERINARY_OBSERVATION`),
    ]);
  const second = details.secondAggression;
  const history = details.history ?? {};
  const historyFlags = joined([
    history.emergencyService && t(`${M}.EMERGENCY_SERVICE`),
    history.intradermalTest && t(`${M}.INTRADERMAL_TEST`),
    history.subcutaneousTest && t(`${M}.SUBCUTANEOUS_TEST`),
    history.besredkaTest && t(`${M}.BESREDKA_TEST`),
  ]);
  const care = details.localCare
    ? joined([
        details.careProduct && t(`${T}.CARE_PRODUCTS.${details.careProduct}`),
        details.carePlace && t(`${T}.CARE_PLACES.${details.carePlace}`),
        details.careDelay && t(`${T}.CARE_DELAYS.${details.careDelay}`),
      ]) || t(`${T}.YES`)
    : '';
  const firstLocations = locations(details.aggression);
  const items = [
    { key: 'address', label: t(`${M}.ADDRESS`), children: details.address },
    { key: 'care', label: t(`${M}.LOCAL_CARE`), children: care },
    { key: 'locations', label: t(`${M}.LESION_LOCATIONS`), children: firstLocations },
    {
      key: 'second-aggression',
      label: t(`${M}.SECOND_AGGRESSION`),
      children:
        second &&
        joined([
          formatDate(second.date),
          t(`${T}.ATTACK_TYPES.${second.attackType}`),
          t(`${M}.LESIONS`, { count: second.lesionCount }),
          second.lesionDepth && t(`${T}.LESION_DEPTHS.${second.lesionDepth}`),
          second.lesionSize && t(`${T}.LESION_SIZES.${second.lesionSize}`),
          locations(second),
        ]),
    },
    { key: 'animal', label: t(`${M}.ANIMAL`), children: details.animal && animal(details.animal) },
    {
      key: 'second-animal',
      label: t(`${M}.SECOND_ANIMAL`),
      children: details.secondAnimal && <span data-testid="rabies-second-animal">{animal(details.secondAnimal)}</span>,
    },
    { key: 'history', label: t(`${M}.HISTORY`), children: historyFlags },
  ].filter((item) => item.children);
  if (items.length === 0) return null;
  return <Descriptions bordered size="small" column={1} title={t(`${M}.DETAILS_TITLE`)} items={items} data-testid="rabies-sheet-details" />;
}
