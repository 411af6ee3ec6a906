import { useMemo } from 'react';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SeriousMapiRow } from '@evax/shared/contract';
import { formatDate, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { medicalFolderPath } from '../../common/links';
import { CITIZEN_KEY } from '../../common/resource-keys';
import { fetchSeriousMapiPage } from '../api';

/** The serious MAPI reports of the children the user sees (the whole country at national level), newest first. */
export default function SeriousMapiPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<SeriousMapiRow>>(
    () => [
      { key: 'date', title: t('CITIZEN.MAPI.FIELDS.DATE'), render: (_, row) => formatDate(row.date) },
      { key: 'child', title: t('CITIZEN.MAPI.SERIOUS_LIST.CHILD'), render: (_, row) => (language === 'ar' ? row.childNameAr : row.childNameFr) },
      { key: 'evax', title: t('CITIZEN.MAPI.SERIOUS_LIST.EVAX'), render: (_, row) => <bdi>{row.evaxNumber}</bdi> },
      {
        key: 'criteria',
        title: t('CITIZEN.MAPI.FIELDS.SERIOUS_CRITERIA'),
        render: (_, row) =>
          row.seriousCriteria.map((c) => (
            <Tag key={c} color="red">
              {t(`CITIZEN.MAPI.CRITERIA.${c}`)}
            </Tag>
          )),
      },
      { key: 'outcome', title: t('CITIZEN.MAPI.FIELDS.OUTCOME'), render: (_, row) => t(`CITIZEN.MAPI.OUTCOME.${row.outcome}`) },
      {
        key: 'structure',
        title: t('CITIZEN.MAPI.SERIOUS_LIST.STRUCTURE'),
        render: (_, row) => (language === 'ar' ? row.structureAr : row.structureFr) ?? '—',
      },
      {
        key: 'actions',
        title: t('COMMON.ACTIONS.TITLE'),
        render: (_, row) => (
          <Button type="link" onClick={() => navigate(medicalFolderPath(row.evaxNumber))}>
            {t('CITIZEN.MEDICAL_FOLDER.TITLE')}
          </Button>
        ),
      },
    ],
    [t, language, navigate],
  );
  return <PagedTable columns={columns} fetchPage={fetchSeriousMapiPage} rowKey="id" search={false} resourceKey={[...CITIZEN_KEY, 'serious-mapi']} />;
}
