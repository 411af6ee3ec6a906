import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The permissions a save adds and removes, each by its description. */
export function PermissionDiffList({ added, removed }: { added: readonly string[]; removed: readonly string[] }) {
  const { t } = useTranslation();
  if (added.length === 0 && removed.length === 0) return <Typography.Paragraph>{t('ADMIN.ROLES.DIFF.NONE')}</Typography.Paragraph>;
  const section = (titleKey: string, permissions: readonly string[], color: string, testId: string) =>
    permissions.length > 0 && (
      <div data-testid={testId}>
        <Typography.Text strong>{t(titleKey)}</Typography.Text>
        <Flex gap={4} wrap style={{ marginBlockStart: 4 }}>
          {permissions.map((permission) => (
            <Tag key={permission} color={color}>
              {t(`ADMIN.PERMISSION.${permission}`)}
            </Tag>
          ))}
        </Flex>
      </div>
    );
  return (
    <Flex vertical gap="small">
      {section('ADMIN.ROLES.DIFF.ADDED', added, 'green', 'permissions-added')}
      {section('ADMIN.ROLES.DIFF.REMOVED', removed, 'red', 'permissions-removed')}
      <Typography.Text type="secondary">{t('ADMIN.ROLES.DIFF.NOTICE')}</Typography.Text>
    </Flex>
  );
}
