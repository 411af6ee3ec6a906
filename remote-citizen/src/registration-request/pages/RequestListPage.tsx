import { useMemo } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiPath, REGISTRATION_STATUSES, type RegistrationRequestRow, type RegistrationStatus } from '@evax/shared/contract';
import { REGISTRATION_ROUTES } from '../../route-paths';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable, type ListFilter } from '@evax/shared/ui';
import { fetchRequestsPage, REGISTRATION_KEY } from '../api';
import { identityLabel } from '../components/identity';
import { RequestStatusTag } from '../components/RequestStatusTag';

/** The four states, and the day the request was sent. */
const FILTERS: readonly ListFilter[] = [
  {
    kind: 'state',
    param: 'status',
    labelKey: 'CITIZEN.REGISTRATION.FILTERS.STATUS',
    options: REGISTRATION_STATUSES.map((status) => ({ value: status, labelKey: `CITIZEN.REGISTRATION.STATUS.${status}` })),
  },
  { kind: 'date', param: 'created', labelKey: 'CITIZEN.REGISTRATION.FILTERS.CREATED' },
];

/** The registration requests the caller decides (pending, in-person check, accepted, rejected), newest first, searched and filtered on the server. */
export default function RequestListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const columns = useMemo<TableColumnsType<RegistrationRequestRow>>(
    () => [
      // Sorting follows the name shown: the Arabic last name in Arabic.
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t('CITIZEN.REGISTRATION.COLUMNS.NAME'),
        sorter: true,
        render: (_, row) => personName(row, language),
      },
      { key: 'identity', title: t('CITIZEN.REGISTRATION.COLUMNS.IDENTITY'), render: (_, row) => identityLabel(t, row) },
      { key: 'phone', dataIndex: 'phone', title: t('CITIZEN.REGISTRATION.COLUMNS.PHONE'), render: (phone: string) => <bdi>{phone}</bdi> },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('CITIZEN.REGISTRATION.COLUMNS.CREATED_AT'),
        sorter: true,
        render: (date: string) => formatDate(date),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('CITIZEN.REGISTRATION.COLUMNS.STATUS'),
        render: (status: RegistrationStatus) => <RequestStatusTag status={status} />,
      },
      {
        key: 'actions',
        title: t('CITIZEN.REGISTRATION.COLUMNS.ACTIONS'),
        render: (_, row) => (
          <Button type="link" onClick={() => navigate(apiPath(REGISTRATION_ROUTES.requestShow, { id: row.id }))}>
            {t('CITIZEN.REGISTRATION.ACTIONS.SHOW')}
          </Button>
        ),
      },
    ],
    [t, language, navigate],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={fetchRequestsPage}
      rowKey="id"
      search={{ numericOnly: false, placeholderKey: 'CITIZEN.REGISTRATION.SEARCH' }}
      filters={FILTERS}
      resourceKey={[...REGISTRATION_KEY, 'list']}
    />
  );
}
