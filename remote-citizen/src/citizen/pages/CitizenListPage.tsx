import { useMemo } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ParentSummary } from '@evax/shared/contract';
import { personName, useLanguage } from '@evax/shared/runtime';
import { LtrText, PagedTable, actionsColumn, secondaryColumn } from '@evax/shared/ui';
import { citizenShowPath } from '../../common/links';
import { countryName } from '../../common/locale-names';
import { CITIZENS_KEY, fetchCitizensPage } from '../api';

/** /admin/citoyen (show-citizen): the citizens (parents) the user sees, searched by name, identity card or phone. */
export default function CitizenListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const columns = useMemo<TableColumnsType<ParentSummary>>(
    () => [
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t('CITIZEN.CITIZENS.COLUMNS.NAME'),
        sorter: true,
        render: (_, citizen) => <Link to={citizenShowPath(citizen.id)}>{personName(citizen, language)}</Link>,
      },
      {
        key: 'phone',
        dataIndex: 'phone',
        title: t('CITIZEN.CITIZENS.COLUMNS.PHONE'),
        render: (phone: string | null) => (phone ? <LtrText>{phone}</LtrText> : '—'),
      },
      {
        key: 'paper',
        title: t('CITIZEN.CITIZENS.COLUMNS.IDENTITY_PAPER'),
        render: (_, citizen) => <LtrText>{citizen.nationalId ?? citizen.passportNumber ?? '—'}</LtrText>,
      },
      secondaryColumn<ParentSummary>({
        key: 'nationality',
        dataIndex: 'nationality',
        title: t('CITIZEN.CITIZENS.COLUMNS.NATIONALITY'),
        render: (code: string) => countryName(code, language),
      }),
      actionsColumn<ParentSummary>(t, (citizen) => (
        <Button size="small" onClick={() => navigate(citizenShowPath(citizen.id))}>
          {t('CITIZEN.CITIZENS.OPEN')}
        </Button>
      )),
    ],
    [t, language, navigate],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={fetchCitizensPage}
      rowKey="id"
      search={{ numericOnly: false, placeholderKey: 'CITIZEN.CITIZENS.SEARCH' }}
      resourceKey={[...CITIZENS_KEY, 'list']}
    />
  );
}
