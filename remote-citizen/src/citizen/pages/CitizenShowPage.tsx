import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Table, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, EditOutlined, MergeCellsOutlined, UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, type CitizenChildRow } from '@evax/shared/contract';
import { Can, formatDate, invalidate, isRightToLeft, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { LtrText, usePhoneColumns } from '@evax/shared/ui';
import { childAddForParentPath, childCardPath } from '../../common/links';
import { countryName } from '../../common/locale-names';
import { CITIZEN_KEY } from '../../common/resource-keys';
import { CITIZENS_KEY, fetchCitizen, fetchCitizenChildren } from '../api';
import { ParentEditModal } from '../components/ParentEditModal';
import { ParentMergeModal } from '../components/ParentMergeModal';
import { CITIZEN_PATHS } from '../paths';

function CitizenChildren({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: children, error, loading } = useResource([...CITIZENS_KEY, id, 'children'], (signal) => fetchCitizenChildren(id, signal));
  const columns = useMemo<TableColumnsType<CitizenChildRow>>(
    () => [
      {
        key: 'evaxNumber',
        dataIndex: 'evaxNumber',
        title: t('CITIZEN.CHILDREN.COLUMNS.EVAX_NUMBER'),
        render: (evax: string) => (
          <Link to={childCardPath(evax)}>
            <bdi>{evax}</bdi>
          </Link>
        ),
      },
      { key: 'name', title: t('CITIZEN.CHILDREN.COLUMNS.NAME'), render: (_, child) => personName(child, language) },
      { key: 'birthDate', dataIndex: 'birthDate', title: t('CITIZEN.CHILDREN.COLUMNS.BIRTH_DATE'), render: (date: string) => formatDate(date) },
      { key: 'gender', dataIndex: 'gender', title: t('CITIZEN.CHILDREN.COLUMNS.GENDER'), render: (gender: string) => t(`CITIZEN.CHILDREN.GENDER.${gender}`) },
      { key: 'role', dataIndex: 'role', title: t('CITIZEN.PARENTS.COLUMNS.ROLE'), render: (role: string) => t(`CITIZEN.PARENTS.ROLES.${role}`) },
    ],
    [t, language],
  );
  const shownColumns = usePhoneColumns<CitizenChildRow>(columns);
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  return (
    <Table<CitizenChildRow>
      size="small"
      rowKey="id"
      loading={loading && !children}
      columns={shownColumns}
      dataSource={children ?? []}
      pagination={false}
      locale={{ emptyText: t('CITIZEN.CITIZENS.NO_CHILDREN') }}
    />
  );
}

/**
 * /admin/citoyen/:id (show-citizen): a citizen (parent) and the children of theirs the user sees;
 * "Correct" and "Merge a duplicate" with edit-children, "Add a child" with add-children (issue 30).
 */
export default function CitizenShowPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: citizen, error } = useResource(valid ? [...CITIZENS_KEY, id] : null, (signal) => fetchCitizen(id, signal));
  const [editOpen, setEditOpen] = useState(false);
  const [mergeOpen, setMergeOpen] = useState(false);

  if (!valid) return <Alert type="error" showIcon title={t('ERROR.CODE.PARENT_NOT_FOUND')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!citizen || citizen.id !== id) return <Spin />;
  const back = (
    <Flex gap="small" wrap>
      <Can permission={PERMISSIONS.citizen.editChild}>
        <Button icon={<EditOutlined />} onClick={() => setEditOpen(true)} data-testid="citizen-edit">
          {t('CITIZEN.CITIZENS.EDIT.BUTTON')}
        </Button>
        <Button icon={<MergeCellsOutlined />} onClick={() => setMergeOpen(true)} data-testid="citizen-merge">
          {t('CITIZEN.CITIZENS.MERGE.BUTTON')}
        </Button>
      </Can>
      <Can permission={PERMISSIONS.citizen.addChildren}>
        <Button icon={<UserAddOutlined />} onClick={() => navigate(childAddForParentPath(id))} data-testid="citizen-add-child">
          {t('CITIZEN.CITIZENS.ADD_CHILD')}
        </Button>
      </Can>
      <Button icon={isRightToLeft(language) ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={() => navigate(CITIZEN_PATHS.list)}>
        {t('GENERAL.BACK')}
      </Button>
    </Flex>
  );
  return (
    <Flex vertical gap="middle">
      <Card title={personName(citizen, language)} extra={back}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'nameFr', label: t('CITIZEN.CHILD.FIELDS.NAME_FR'), children: <bdi>{`${citizen.firstNameFr} ${citizen.lastNameFr}`}</bdi> },
            { key: 'nameAr', label: t('CITIZEN.CHILD.FIELDS.NAME_AR'), children: <bdi>{`${citizen.firstNameAr} ${citizen.lastNameAr}`}</bdi> },
            { key: 'phone', label: t('CITIZEN.CITIZENS.COLUMNS.PHONE'), children: <LtrText>{citizen.phone ?? '—'}</LtrText> },
            { key: 'nationality', label: t('CITIZEN.CITIZENS.COLUMNS.NATIONALITY'), children: countryName(citizen.nationality, language) },
            { key: 'nationalId', label: t('CITIZEN.CHILD.FIELDS.NATIONAL_ID'), children: <LtrText>{citizen.nationalId ?? '—'}</LtrText> },
            { key: 'passportNumber', label: t('CITIZEN.CHILD.FIELDS.PASSPORT_NUMBER'), children: <LtrText>{citizen.passportNumber ?? '—'}</LtrText> },
          ]}
        />
      </Card>
      <Card title={t('CITIZEN.CITIZENS.CHILDREN')}>
        <CitizenChildren id={id} />
      </Card>
      <ParentEditModal
        open={editOpen}
        citizen={citizen}
        onClose={() => setEditOpen(false)}
        // The page, the citizens list and the linked children's cards and histories read again.
        onSaved={() => invalidate(CITIZEN_KEY)}
      />
      <ParentMergeModal
        open={mergeOpen}
        citizen={citizen}
        onClose={() => setMergeOpen(false)}
        // The page, its children (the moved ones now), the lists and the children's cards read again.
        onMerged={() => invalidate(CITIZEN_KEY)}
      />
    </Flex>
  );
}
