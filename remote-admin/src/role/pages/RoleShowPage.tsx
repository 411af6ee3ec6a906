import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_AREAS, type RoleDetail } from '@evax/shared/contract';
import { LanguageText, LtrText, ShowPage, statusDetail } from '@evax/shared/ui';
import { localizedName, useLanguage } from '@evax/shared/runtime';
import { ROLE } from '../entity';

/** The role's permissions, by area, each by its description. */
function RolePermissions({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small">
      {PERMISSION_AREAS.map((area) => {
        const held = area.permissions.filter((p) => permissions.includes(p));
        if (held.length === 0) return null;
        return (
          <div key={area.key}>
            <Typography.Text strong>{t(`ADMIN.ROLES.AREAS.${area.key}`)}</Typography.Text>
            <Flex gap={4} wrap style={{ marginBlockStart: 4 }}>
              {held.map((permission) => (
                <Tag key={permission}>{t(`ADMIN.PERMISSION.${permission}`)}</Tag>
              ))}
            </Flex>
          </div>
        );
      })}
    </Flex>
  );
}

/** /admin/roles/{id}/show: a role, its holders' count and its permissions by area. */
export default function RoleShowPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ShowPage<RoleDetail>
      entity={ROLE}
      title={(role) => localizedName(role, language)}
      details={(role) => [
        { key: 'code', label: t('ADMIN.ROLES.COLUMNS.CODE'), children: <LtrText>{role.code}</LtrText> },
        { key: 'nameFr', label: t('ADMIN.ROLES.COLUMNS.NAME_FR'), children: <LanguageText language="fr">{role.nameFr}</LanguageText> },
        { key: 'nameAr', label: t('ADMIN.ROLES.COLUMNS.NAME_AR'), children: <LanguageText language="ar">{role.nameAr}</LanguageText> },
        statusDetail(t, role.is_active),
        { key: 'users', label: t('ADMIN.ROLES.COLUMNS.USERS'), children: role.userCount },
        {
          key: 'permissions',
          label: `${t('ADMIN.ROLES.COLUMNS.PERMISSIONS')} (${t('ADMIN.ROLES.PERMISSION_COUNT', { count: role.permissionCount })})`,
          children: <RolePermissions permissions={role.permissions} />,
        },
      ]}
    />
  );
}
