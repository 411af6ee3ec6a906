import { Alert, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localizedName, useLanguage } from '@evax/shared/runtime';
import { LanguageText, LtrText, ShowPage, statusDetail } from '@evax/shared/ui';
import type { UserRecord } from '../api';
import { USER } from '../entity';
import { RegeneratePassword } from '../components/RegeneratePassword';
import { UserRoles } from '../components/UserRoles';
import { takeTemporaryPassword } from '../components/temporary-password';

/** The temporary password of a user just created, shown once above its page. */
function TemporaryPasswordNotice() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [password] = useState(() => takeTemporaryPassword(Number(id)));
  if (password === null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBlockEnd: 16 }}
      title={t('ADMIN.USERS.TEMPORARY_PASSWORD.TITLE')}
      description={
        <>
          <Typography.Paragraph>{t('ADMIN.USERS.TEMPORARY_PASSWORD.MESSAGE')}</Typography.Paragraph>
          <LtrText>
            <Typography.Text code copyable data-testid="temporary-password">
              {password}
            </Typography.Text>
          </LtrText>
        </>
      }
    />
  );
}

/** /admin/users/{id}/show: every field of one back-office user, its structures and roles. */
export default function UserShowPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const phone = (value: string | null) => (value ? <LtrText>{value}</LtrText> : '—');
  return (
    <>
      <TemporaryPasswordNotice />
      <ShowPage<UserRecord>
        entity={USER}
        title={(user) => user.username}
        detailColumns={{ xs: 1, md: 2 }}
        details={(user) => [
          { key: 'username', label: t('ADMIN.USERS.COLUMNS.USERNAME'), children: <LtrText>{user.username}</LtrText> },
          { key: 'email', label: t('ADMIN.USERS.COLUMNS.EMAIL'), children: user.email ? <LtrText>{user.email}</LtrText> : '—' },
          { key: 'civility', label: t('ADMIN.USERS.COLUMNS.CIVILITY'), children: user.civility ? t(`ADMIN.USERS.CIVILITY.${user.civility}`) : '—' },
          {
            key: 'nameFr',
            label: t('ADMIN.USERS.COLUMNS.NAME_FR'),
            children: <LanguageText language="fr">{`${user.firstNameFr} ${user.lastNameFr}`}</LanguageText>,
          },
          {
            key: 'nameAr',
            label: t('ADMIN.USERS.COLUMNS.NAME_AR'),
            children: <LanguageText language="ar">{`${user.firstNameAr} ${user.lastNameAr}`}</LanguageText>,
          },
          { key: 'phone', label: t('ADMIN.USERS.COLUMNS.PHONE'), children: phone(user.phone) },
          { key: 'alternatePhone', label: t('ADMIN.USERS.COLUMNS.ALTERNATE_PHONE'), children: phone(user.alternatePhone) },
          { key: 'fax', label: t('ADMIN.USERS.COLUMNS.FAX'), children: phone(user.fax) },
          { key: 'address', label: t('ADMIN.USERS.COLUMNS.ADDRESS'), children: user.address ?? '—' },
          { key: 'roles', label: t('ADMIN.USERS.COLUMNS.ROLES'), children: <UserRoles user={user} /> },
          {
            key: 'structures',
            label: t('ADMIN.USERS.COLUMNS.STRUCTURES'),
            children: user.memberships.map((m) => `${localizedName(m.structure, language)}${m.isDefault ? ` (${t('ADMIN.USERS.DEFAULT')})` : ''}`).join(' · '),
          },
          statusDetail(t, user.isActive),
          {
            key: 'firstLogin',
            label: t('ADMIN.USERS.COLUMNS.FIRST_LOGIN'),
            children: t(user.firstLogin ? 'ADMIN.USERS.FIRST_LOGIN.PENDING' : 'ADMIN.USERS.FIRST_LOGIN.DONE'),
          },
        ]}
      >
        {(user) => <RegeneratePassword user={user} />}
      </ShowPage>
    </>
  );
}
