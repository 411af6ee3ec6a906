import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@evax/shared/contract';
import { localizedName, useLanguage } from '@evax/shared/runtime';

/** Superuser / DSSB marks, then the user's roles in the active language. */
export function UserRoles({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex gap={4} wrap>
      {user.isSuperuser && <Tag color="volcano">{t('ADMIN.USERS.SUPERUSER')}</Tag>}
      {user.isDssb && <Tag color="purple">{t('ADMIN.USERS.DSSB')}</Tag>}
      {user.roles.map((role) => (
        <Tag key={role.nameFr}>{localizedName(role, language)}</Tag>
      ))}
    </Flex>
  );
}
