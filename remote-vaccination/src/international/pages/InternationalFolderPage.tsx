import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS, type InternationalRecord } from '@evax/shared/contract';
import { formatDate, useLanguage } from '@evax/shared/runtime';
import { usePhoneColumns } from '@evax/shared/ui';
import { ChildFolderPage } from '../../common/components/ChildFolderPage';
import { recordActionsColumn } from '../../common/components/record-actions';
import { VACCINATION_KIND_ROUTES } from '../../route-paths';
import { INTERNATIONAL_KEY, internationalApi } from '../api';
import { countryName } from '../components/international-fields';
import { editInternationalPath, newInternationalPath } from '../paths';

const T = 'VACCINATION.INTERNATIONAL';
const { vaccination } = PERMISSIONS;
const folderKey = (evaxNumber: string) => [...INTERNATIONAL_KEY, 'folder', evaxNumber];

/** /admin/vaccine/international-vaccination/:evaxNumber: the child's travel vaccinations, with new, edit and delete. */
export default function InternationalFolderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<InternationalRecord>>(
    () => [
      { key: 'dispensation', dataIndex: 'dispensationDate', title: t(`${T}.COLUMNS.DISPENSATION`), render: (date: string) => formatDate(date) },
      { key: 'country', title: t(`${T}.COLUMNS.COUNTRY`), render: (_, row) => countryName(row.destinationCountry, language) },
      {
        key: 'stay',
        title: t(`${T}.COLUMNS.STAY`),
        render: (_, row) =>
          `${t(`${T}.STAY_TYPES.${row.stayType}`)}, ${t(`${T}.STAY_FROM_TO`, { from: formatDate(row.stayStart), to: formatDate(row.stayEnd) })}`,
      },
      { key: 'mode', title: t(`${T}.COLUMNS.MODE`), render: (_, row) => t(`${T}.MODES.${row.treatmentMode}`) },
      { key: 'vaccine', title: t(`${T}.COLUMNS.VACCINE`), render: (_, row) => (language === 'ar' ? row.dciNameAr : row.dciName) ?? '', responsive: ['md'] },
      { key: 'medicine', dataIndex: 'medicineName', title: t(`${T}.COLUMNS.MEDICINE`), responsive: ['md'] },
      { key: 'batch', dataIndex: 'batchNumber', title: t(`${T}.COLUMNS.BATCH`), responsive: ['lg'] },
      recordActionsColumn<InternationalRecord>(t, {
        title: t(`${T}.COLUMNS.ACTIONS`),
        edit: { permission: vaccination.editInternational, run: (row) => navigate(editInternationalPath(row.id)) },
        remove: {
          permission: vaccination.deleteInternational,
          confirmKey: `${T}.DELETE_CONFIRM`,
          doneKey: `${T}.DELETED`,
          run: (row) => internationalApi.remove(row.id),
        },
      }),
    ],
    [t, language, navigate],
  );
  const shownColumns = usePhoneColumns<InternationalRecord>(columns);

  return (
    <ChildFolderPage
      folderKey={folderKey}
      load={internationalApi.folder}
      add={{ permission: vaccination.addInternational, labelKey: `${T}.FOLDER.NEW`, path: newInternationalPath }}
      backPath={VACCINATION_KIND_ROUTES.internationalList}
    >
      {(folder) => (
        <Table
          rowKey="id"
          columns={shownColumns}
          dataSource={folder.vaccinations}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t(`${T}.FOLDER.EMPTY`) }}
          data-testid="international-vaccinations"
        />
      )}
    </ChildFolderPage>
  );
}
