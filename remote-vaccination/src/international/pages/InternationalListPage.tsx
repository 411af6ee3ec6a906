import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { InternationalRow } from '@evax/shared/contract';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { OpenChildFolder } from '../../common/components/OpenChildFolder';
import { openFolderColumn } from '../../common/components/open-folder-column';
import { INTERNATIONAL_KEY, internationalApi } from '../api';
import { countryName } from '../components/international-fields';
import { internationalFolderPath } from '../paths';

const T = 'VACCINATION.INTERNATIONAL';

/** /admin/vaccine/international-vaccination: the travel vaccinations, latest dispensation first. */
export default function InternationalListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<InternationalRow>>(
    () => [
      {
        key: 'dispensationDate',
        dataIndex: 'dispensationDate',
        title: t(`${T}.COLUMNS.DISPENSATION`),
        sorter: true,
        render: (date: string) => formatDate(date),
      },
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t(`${T}.COLUMNS.EVAX_NUMBER`), sorter: true, render: (evax: string) => <bdi>{evax}</bdi> },
      { key: 'name', title: t(`${T}.COLUMNS.NAME`), render: (_, row) => personName(row, language) },
      { key: 'country', title: t(`${T}.COLUMNS.COUNTRY`), render: (_, row) => countryName(row.destinationCountry, language) },
      {
        key: 'stayStart',
        title: t(`${T}.COLUMNS.STAY`),
        sorter: true,
        responsive: ['md'],
        render: (_, row) => t(`${T}.STAY_FROM_TO`, { from: formatDate(row.stayStart), to: formatDate(row.stayEnd) }),
      },
      { key: 'mode', title: t(`${T}.COLUMNS.MODE`), render: (_, row) => t(`${T}.MODES.${row.treatmentMode}`), responsive: ['md'] },
      openFolderColumn({ title: t(`${T}.COLUMNS.ACTIONS`), open: t(`${T}.OPEN_FOLDER`) }, (evax) => navigate(internationalFolderPath(evax))),
    ],
    [t, language, navigate],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={internationalApi.page}
      resourceKey={[...INTERNATIONAL_KEY, 'list']}
      rowKey="id"
      search={{ numericOnly: true, placeholderKey: `${T}.SEARCH` }}
      toolbar={<OpenChildFolder folderPath={internationalFolderPath} />}
    />
  );
}
