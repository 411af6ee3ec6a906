import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { KindVaccinationRow } from '@evax/shared/contract';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { OpenChildFolder } from '../../common/components/OpenChildFolder';
import { openFolderColumn } from '../../common/components/open-folder-column';
import { kindApi, kindKey } from '../api';
import type { KindScreens } from '../kinds';
import { kindFolderPath } from '../paths';

const T = 'VACCINATION.KIND';

/** /admin/vaccine/occasional-vaccination and /season-vaccination: the kind's vaccinations, latest first. */
export function KindListPage({ screens }: { screens: KindScreens }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<KindVaccinationRow>>(
    () => [
      { key: 'vaccinationDate', dataIndex: 'vaccinationDate', title: t(`${T}.COLUMNS.DATE`), sorter: true, render: (date: string) => formatDate(date) },
      { key: 'evaxNumber', dataIndex: 'evaxNumber', title: t(`${T}.COLUMNS.EVAX_NUMBER`), sorter: true, render: (evax: string) => <bdi>{evax}</bdi> },
      { key: 'name', title: t(`${T}.COLUMNS.NAME`), render: (_, row) => personName(row, language) },
      { key: 'vaccine', title: t(`${T}.COLUMNS.VACCINE`), render: (_, row) => (language === 'ar' ? row.dciNameAr : row.dciName) },
      ...(screens.kind === 'seasonal' ? [{ key: 'season', dataIndex: 'campaignSeason', title: t(`${T}.COLUMNS.SEASON`) }] : []),
      { key: 'lot', dataIndex: 'lotNumber', title: t(`${T}.COLUMNS.LOT`), responsive: ['md'] },
      openFolderColumn({ title: t(`${T}.COLUMNS.ACTIONS`), open: t(`${T}.OPEN_FOLDER`) }, (evax) => navigate(kindFolderPath(screens, evax))),
    ],
    [t, language, navigate, screens],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={kindApi(screens).page}
      resourceKey={[...kindKey(screens), 'list']}
      rowKey="id"
      search={{ numericOnly: true, placeholderKey: `${T}.SEARCH` }}
      toolbar={<OpenChildFolder folderPath={(evax) => kindFolderPath(screens, evax)} />}
    />
  );
}
