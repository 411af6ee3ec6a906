import { useState } from 'react';
import { Alert, Button, Tag } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type MapiRow } from '@evax/shared/contract';
import { formatDate, useLanguage, useResource } from '@evax/shared/runtime';
import { fetchMapiList } from '../../common/api';
import { folderKey } from '../../common/resource-keys';
import { deleteMapi, fetchMapiVaccinations, saveMapi } from '../api';
import { RecordsTab } from './FolderTabs';
import { MapiDetailModal } from './MapiDetailModal';
import { emptyMapiValues, mapiFields, mapiRequest, mapiValues, vaccinationLabel } from './mapi-fields';

const { medicalFolder: p } = PERMISSIONS;

export interface MapiTabProps {
  evaxNumber: string;
  birthDate: string;
  readOnly: boolean;
}

/**
 * The child's MAPI reports: list, detail, and (while the folder is open) filing a report against
 * given vaccinations, correcting it, deleting it. The category of the paths is the suspected
 * vaccinations' kind.
 */
export function MapiTab({ evaxNumber, birthDate, readOnly }: MapiTabProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [shown, setShown] = useState<MapiRow | null>(null);
  const choices = useResource([...folderKey(evaxNumber), 'mapi-vaccinations'], (signal) => fetchMapiVaccinations(evaxNumber, signal));
  const vaccinations = choices.data ?? [];
  const lot = (value: string) => t('CITIZEN.MAPI.FIELDS.LOT', { lot: value });
  const options = vaccinations.map((v) => ({ value: v.id, label: vaccinationLabel(v, language, lot) }));
  return (
    <>
      {choices.data && vaccinations.length === 0 && !readOnly && <Alert type="info" showIcon title={t('CITIZEN.MAPI.NO_VACCINATION')} />}
      <RecordsTab<MapiRow>
        testId="mapi"
        evaxNumber={evaxNumber}
        resource="mapi"
        load={(signal) => fetchMapiList(evaxNumber, signal)}
        columns={[
          { key: 'date', title: t('CITIZEN.MAPI.FIELDS.DATE'), render: (_, row) => `${formatDate(row.date)} ${row.startTime}` },
          { key: 'severity', title: t('CITIZEN.MAPI.FIELDS.SEVERITY'), render: (_, row) => t(`CITIZEN.MAPI.SEVERITY.${row.severity}`) },
          {
            key: 'serious',
            title: t('CITIZEN.MAPI.FIELDS.SERIOUS'),
            render: (_, row) => (row.serious ? <Tag color="red">{t('CITIZEN.MAPI.SERIOUS_TAG')}</Tag> : <Tag>{t('CITIZEN.MAPI.NOT_SERIOUS')}</Tag>),
          },
          {
            key: 'vaccinations',
            title: t('CITIZEN.MAPI.FIELDS.VACCINATIONS'),
            render: (_, row) => row.vaccinations.map((v) => vaccinationLabel(v, language, lot)).join(' ; '),
          },
          { key: 'outcome', title: t('CITIZEN.MAPI.FIELDS.OUTCOME'), render: (_, row) => t(`CITIZEN.MAPI.OUTCOME.${row.outcome}`) },
        ]}
        rowName={(row) => formatDate(row.date)}
        fields={mapiFields(birthDate, options)}
        emptyValues={emptyMapiValues}
        valuesOf={mapiValues}
        save={(id, values) => {
          const body = mapiRequest(values);
          const category = vaccinations.find((v) => v.id === body.vaccinationIds[0])?.kind ?? 'routine';
          return saveMapi(evaxNumber, id, language, category, body);
        }}
        remove={(row) => deleteMapi(row.id)}
        permissions={{ add: p.addMapi, edit: p.editMapi, delete: p.deleteMapi }}
        texts={{ add: 'CITIZEN.MAPI.ADD', addTitle: 'CITIZEN.MAPI.ADD_TITLE', editTitle: 'CITIZEN.MAPI.EDIT_TITLE', empty: 'CITIZEN.MAPI.EMPTY' }}
        readOnly={readOnly}
        showActionsWhenReadOnly
        rowExtra={(row) => (
          <Button type="link" icon={<EyeOutlined />} aria-label={`${t('CITIZEN.MAPI.DETAIL')} ${formatDate(row.date)}`} onClick={() => setShown(row)} />
        )}
      />
      <MapiDetailModal row={shown} onClose={() => setShown(null)} />
    </>
  );
}
