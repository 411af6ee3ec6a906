import { useMemo, useState } from 'react';
import { Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KindVaccinationRecord } from '@evax/shared/contract';
import { formatDate, useLanguage } from '@evax/shared/runtime';
import { usePhoneColumns } from '@evax/shared/ui';
import { ChildFolderPage } from '../../common/components/ChildFolderPage';
import { injectionSiteName, useInjectionSites } from '../../common/components/injection-sites';
import { recordActionsColumn } from '../../common/components/record-actions';
import { SupportingFileLink } from '../../common/components/SupportingFileLink';
import { kindApi, kindKey } from '../api';
import { EditKindDoseModal } from '../components/EditKindDoseModal';
import type { KindScreens } from '../kinds';
import { newKindPath } from '../paths';

const T = 'VACCINATION.KIND';

/**
 * /admin/vaccine/{kind}/:evaxNumber: the child's vaccinations of the kind, latest first, each with
 * its supporting file; "new vaccination", and edit and delete as the kind's permissions allow.
 */
export function KindFolderPage({ screens }: { screens: KindScreens }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: sites } = useInjectionSites();
  const [editing, setEditing] = useState<KindVaccinationRecord | null>(null);
  const api = kindApi(screens);
  const columns = useMemo<TableColumnsType<KindVaccinationRecord>>(() => {
    const name = (value: { nameFr: string; nameAr: string } | null) => (value ? (language === 'ar' ? value.nameAr : value.nameFr) : '');
    return [
      { key: 'date', dataIndex: 'vaccinationDate', title: t(`${T}.COLUMNS.DATE`), render: (date: string) => formatDate(date) },
      { key: 'vaccine', title: t(`${T}.COLUMNS.VACCINE`), render: (_, row) => (language === 'ar' ? row.dciNameAr : row.dciName) },
      ...(screens.kind === 'seasonal'
        ? [{ key: 'season', title: t(`${T}.COLUMNS.SEASON`), render: (_: unknown, row: KindVaccinationRecord) => row.campaign?.season ?? '' }]
        : []),
      { key: 'lot', dataIndex: 'lotNumber', title: t(`${T}.COLUMNS.LOT`) },
      { key: 'site', title: t(`${T}.COLUMNS.SITE`), render: (_, row) => injectionSiteName(sites?.options, row.injectionSite, language), responsive: ['md'] },
      { key: 'place', title: t(`${T}.COLUMNS.STRUCTURE`), render: (_, row) => row.place ?? name(row.structure), responsive: ['md'] },
      { key: 'vaccinator', title: t(`${T}.COLUMNS.VACCINATOR`), render: (_, row) => name(row.vaccinator), responsive: ['lg'] },
      {
        key: 'details',
        title: t(`${T}.COLUMNS.DETAILS`),
        responsive: ['md'],
        render: (_, row) => (
          <Space direction="vertical" size={0}>
            {row.allergyConfirmed && <Tag color="orange">{t('VACCINATION.RECORD.ALLERGY_CONFIRMED')}</Tag>}
            {row.fileName && <SupportingFileLink id={row.id} fileName={row.fileName} />}
          </Space>
        ),
      },
      recordActionsColumn<KindVaccinationRecord>(t, {
        title: t(`${T}.COLUMNS.ACTIONS`),
        edit: { permission: screens.edit, run: setEditing },
        remove: { permission: screens.delete, confirmKey: `${T}.FOLDER.DELETE_CONFIRM`, doneKey: `${T}.FOLDER.DELETED`, run: (row) => api.remove(row.id) },
      }),
    ];
  }, [t, language, sites, screens, api]);
  const shownColumns = usePhoneColumns<KindVaccinationRecord>(columns);

  return (
    <ChildFolderPage
      folderKey={(evaxNumber) => [...kindKey(screens), 'folder', evaxNumber]}
      load={api.folder}
      add={{ permission: screens.add, labelKey: `${T}.FOLDER.NEW`, path: (evaxNumber) => newKindPath(screens, evaxNumber) }}
      backPath={screens.routes.list}
    >
      {(folder) => (
        <>
          <Table
            rowKey="id"
            columns={shownColumns}
            dataSource={folder.vaccinations}
            pagination={false}
            locale={{ emptyText: t(`${T}.FOLDER.EMPTY`) }}
            data-testid="kind-vaccinations"
          />
          {editing && <EditKindDoseModal screens={screens} folder={folder} record={editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ChildFolderPage>
  );
}
