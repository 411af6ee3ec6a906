import type { HTMLAttributes } from 'react';
import { Alert, Flex, Table, Tag, theme, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_COMPARED_FIELDS, type RegistrationComparedField, type RegistrationIdentity, type RegistrationRequestDetail } from '@evax/shared/contract';
import { inLanguage, useLanguage } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui';

interface ComparedRow {
  field: RegistrationComparedField;
  request: string | null;
  citizen: string | null;
  differs: boolean;
}

/** Numbers (a phone, an identity card) read left to right whatever the page's direction. */
const LTR_FIELDS = new Set<RegistrationComparedField>(['phone', 'nationalId', 'passportNumber']);

function Value({ field, value }: { field: RegistrationComparedField; value: string | null }) {
  if (value === null || value === '') return <>—</>;
  return LTR_FIELDS.has(field) ? <LtrText>{value}</LtrText> : <bdi>{value}</bdi>;
}

/** What the identity check says, as the alert above the comparison: the conflict, an account already there, or a match. */
function CheckAlert({ identity }: { identity: RegistrationIdentity }) {
  const { t } = useTranslation();
  if (identity.kind === 'conflict')
    return <Alert type="error" showIcon title={t('CITIZEN.REGISTRATION.CHECK.CONFLICT_TITLE')} description={t('CITIZEN.REGISTRATION.CHECK.CONFLICT')} />;
  if (identity.citizen?.hasAccount)
    return (
      <Alert type="warning" showIcon title={t('CITIZEN.REGISTRATION.CHECK.HAS_ACCOUNT_TITLE')} description={t('CITIZEN.REGISTRATION.CHECK.HAS_ACCOUNT')} />
    );
  const phoneOnRecord = identity.differences.includes('phone') && identity.citizen?.phone !== null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('CITIZEN.REGISTRATION.CHECK.AGREES_TITLE')}
      description={
        <>
          {t('CITIZEN.REGISTRATION.CHECK.AGREES')}
          {phoneOnRecord ? <> {t('CITIZEN.REGISTRATION.CHECK.PHONE_ON_RECORD')}</> : null}
        </>
      }
    />
  );
}

/**
 * Issue 27: a request whose identity paper names a registered citizen, beside that citizen's
 * record, field by field, each field that differs marked (in words, not by colour alone); a
 * request naming nobody says a new citizen will be registered.
 */
export function IdentityComparison({ request, identity }: { request: RegistrationRequestDetail; identity: RegistrationIdentity }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = theme.useToken();
  if (identity.kind === 'new' || !identity.citizen) return <Alert type="info" showIcon title={t('CITIZEN.REGISTRATION.CHECK.NEW')} />;
  const citizen = identity.citizen;
  const rows: ComparedRow[] = REGISTRATION_COMPARED_FIELDS.map((field) => ({
    field,
    request: request[field],
    citizen: citizen[field],
    differs: identity.differences.includes(field),
  }));
  const columns: TableColumnsType<ComparedRow> = [
    {
      key: 'field',
      dataIndex: 'field',
      title: t('CITIZEN.REGISTRATION.CHECK.FIELD'),
      render: (field: RegistrationComparedField, row) => (
        <Flex gap="small" wrap align="center">
          {t(`CITIZEN.REGISTRATION.CHECK.COMPARED.${field}`)}
          {row.differs ? <Tag color="red">{t('CITIZEN.REGISTRATION.CHECK.DIFFERS')}</Tag> : null}
        </Flex>
      ),
    },
    { key: 'request', title: t('CITIZEN.REGISTRATION.CHECK.REQUEST'), render: (_, row) => <Value field={row.field} value={row.request} /> },
    {
      key: 'citizen',
      title: t('CITIZEN.REGISTRATION.CHECK.CITIZEN'),
      render: (_, row) =>
        row.field === 'phone' && row.citizen === null ? t('CITIZEN.REGISTRATION.CHECK.NOT_SHOWN') : <Value field={row.field} value={row.citizen} />,
    },
  ];
  const structure = inLanguage(language, citizen.structure.nameFr, citizen.structure.nameAr);
  return (
    <Flex vertical gap="middle" data-testid="identity-comparison" data-identity={identity.kind}>
      <CheckAlert identity={identity} />
      <Table<ComparedRow>
        size="small"
        bordered
        rowKey="field"
        columns={columns}
        dataSource={rows}
        pagination={false}
        title={() => <Typography.Text strong>{t('CITIZEN.REGISTRATION.CHECK.CAPTION')}</Typography.Text>}
        onRow={(row) =>
          ({
            'data-differs': row.differs ? 'true' : 'false',
            style: row.differs ? { background: token.colorErrorBg } : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
      />
      <Typography.Text>{t('CITIZEN.REGISTRATION.CHECK.STRUCTURE', { name: structure })}</Typography.Text>
    </Flex>
  );
}
