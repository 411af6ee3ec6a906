import { Descriptions, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAPI_HISTORY_FIELDS, type MapiRow } from '@evax/shared/contract';
import { formatDate, useLanguage } from '@evax/shared/runtime';
import { vaccinationLabel } from './mapi-fields';

const HISTORY_KEYS: Record<(typeof MAPI_HISTORY_FIELDS)[number], string> = {
  earlierSideEffect: 'EARLIER_SIDE_EFFECT',
  knownDrugAllergy: 'KNOWN_DRUG_ALLERGY',
  chronicDisease: 'CHRONIC_DISEASE',
  medicationTaken: 'MEDICATION_TAKEN',
};

/** A MAPI report in full, read-only. */
export function MapiDetailModal({ row, onClose }: { row: MapiRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const f = (key: string) => t(`CITIZEN.MAPI.FIELDS.${key}`);
  const items = row
    ? [
        { key: 'category', label: f('CATEGORY'), children: t(`CITIZEN.MAPI.CATEGORY.${row.category}`) },
        {
          key: 'vaccinations',
          label: f('VACCINATIONS'),
          children: row.vaccinations.map((v) => <div key={v.id}>{vaccinationLabel(v, language, (lot) => t('CITIZEN.MAPI.FIELDS.LOT', { lot }))}</div>),
        },
        { key: 'date', label: f('DATE'), children: formatDate(row.date) },
        { key: 'startTime', label: f('START_TIME'), children: <bdi>{row.startTime}</bdi> },
        { key: 'severity', label: f('SEVERITY'), children: t(`CITIZEN.MAPI.SEVERITY.${row.severity}`) },
        { key: 'description', label: f('DESCRIPTION'), children: row.description },
        ...MAPI_HISTORY_FIELDS.map((name) => ({ key: name, label: f(HISTORY_KEYS[name]), children: t(`CITIZEN.MAPI.HISTORY_ANSWER.${row[name]}`) })),
        ...(row.historyDetails ? [{ key: 'historyDetails', label: f('HISTORY_DETAILS'), children: row.historyDetails }] : []),
        {
          key: 'investigation',
          label: f('INVESTIGATION_DONE'),
          children: row.investigationDone
            ? `${formatDate(row.investigationDate)}${row.investigationDetails ? ` — ${row.investigationDetails}` : ''}`
            : t('CITIZEN.MAPI.HISTORY_ANSWER.no'),
        },
        {
          key: 'serious',
          label: f('SERIOUS'),
          children: row.serious ? (
            <>
              <Tag color="red">{t('CITIZEN.MAPI.SERIOUS_TAG')}</Tag>
              {row.seriousCriteria.map((c) => t(`CITIZEN.MAPI.CRITERIA.${c}`)).join(', ')}
            </>
          ) : (
            t('CITIZEN.MAPI.NOT_SERIOUS')
          ),
        },
        { key: 'outcome', label: f('OUTCOME'), children: t(`CITIZEN.MAPI.OUTCOME.${row.outcome}`) },
      ]
    : [];
  return (
    <Modal open={row !== null} title={t('CITIZEN.MAPI.DETAIL_TITLE')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Descriptions column={1} bordered size="small" items={items} data-testid="mapi-detail" />
    </Modal>
  );
}
