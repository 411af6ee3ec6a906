import { useMemo } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PERMISSIONS, type ChildRow, type Gender, type LocalizedName } from '@evax/shared/contract';
import { Can, formatDate, localizedName, personName, useLanguage } from '@evax/shared/runtime';
import { ListToolbar, PagedTable, actionsColumn, secondaryColumn } from '@evax/shared/ui';
import { childCardPath } from '../../common/links';
import { CHILD_KEY } from '../../common/resource-keys';
import { fetchChildrenPage } from '../api';
import { useChildListFilters } from '../components/child-list-filters';
import { CHILD_PATHS } from '../paths';

const { citizen } = PERMISSIONS;

/** /admin/child/list: the children the user sees, searched by evax number, national identity card or name, filtered and sorted. */
export default function ChildListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const filters = useChildListFilters();
  const columns = useMemo<TableColumnsType<ChildRow>>(
    () => [
      {
        key: 'evaxNumber',
        dataIndex: 'evaxNumber',
        title: t('CITIZEN.CHILDREN.COLUMNS.EVAX_NUMBER'),
        sorter: true,
        render: (evaxNumber: string) => (
          <Link to={childCardPath(evaxNumber)}>
            <bdi>{evaxNumber}</bdi>
          </Link>
        ),
      },
      // Sorting follows the name shown: the Arabic last name in Arabic.
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t('CITIZEN.CHILDREN.COLUMNS.NAME'),
        sorter: true,
        render: (_, child) => personName(child, language),
      },
      { key: 'birthDate', dataIndex: 'birthDate', title: t('CITIZEN.CHILDREN.COLUMNS.BIRTH_DATE'), sorter: true, render: (date: string) => formatDate(date) },
      secondaryColumn<ChildRow>({
        key: 'gender',
        dataIndex: 'gender',
        title: t('CITIZEN.CHILDREN.COLUMNS.GENDER'),
        render: (gender: Gender) => t(`CITIZEN.CHILDREN.GENDER.${gender}`),
      }),
      secondaryColumn<ChildRow>({
        key: 'governorate',
        dataIndex: 'governorate',
        title: t('CITIZEN.CHILDREN.COLUMNS.GOVERNORATE'),
        render: (place: LocalizedName | null) => localizedName(place, language),
      }),
      secondaryColumn<ChildRow>({
        key: 'structure',
        dataIndex: 'structure',
        title: t('CITIZEN.CHILDREN.COLUMNS.STRUCTURE'),
        render: (place: LocalizedName | null) => localizedName(place, language),
      }),
      actionsColumn<ChildRow>(t, (child) => (
        <Button size="small" onClick={() => navigate(childCardPath(child.evaxNumber))}>
          {t('CITIZEN.CHILDREN.OPEN_CARD')}
        </Button>
      )),
    ],
    [t, language, navigate],
  );
  const toolbar = (
    <>
      <Can permission={citizen.searchChildren}>
        <Button icon={<SearchOutlined />} onClick={() => navigate(CHILD_PATHS.search)}>
          {t('CITIZEN.MENU.CHILD_SEARCH')}
        </Button>
      </Can>
      <ListToolbar create={{ labelKey: 'CITIZEN.CHILDREN.NEW', path: CHILD_PATHS.add, permission: citizen.addChildren }} />
    </>
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={fetchChildrenPage}
      rowKey="id"
      search={{ numericOnly: false, placeholderKey: 'CITIZEN.CHILDREN.SEARCH' }}
      filters={filters}
      toolbar={toolbar}
      resourceKey={[...CHILD_KEY, 'list']}
    />
  );
}
