import { Card, Checkbox, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_AREAS } from '@evax/shared/contract';
import { LtrText, useFieldValue, type FieldProps } from '@evax/shared/ui';

/**
 * The permission matrix: the shared catalogue grouped by area, each permission with its
 * description in the page's language and its code; a select-all per area.
 */
export function PermissionMatrix({ name, id, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue } = useFieldValue<string[]>(name);
  const selected = new Set(value ?? []);
  const toggle = (permissions: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    // In catalogue order, so that a save sends and a diff shows them as the matrix lists them.
    setValue(PERMISSION_AREAS.flatMap((area) => area.permissions as readonly string[]).filter((p) => next.has(p)));
  };
  return (
    <Flex vertical gap="middle" id={id}>
      {PERMISSION_AREAS.map((area) => {
        const count = area.permissions.filter((p) => selected.has(p)).length;
        return (
          <Card
            key={area.key}
            size="small"
            title={t(`ADMIN.ROLES.AREAS.${area.key}`)}
            extra={
              <Checkbox
                aria-label={`${t('ADMIN.ROLES.MATRIX.SELECT_ALL')} — ${t(`ADMIN.ROLES.AREAS.${area.key}`)}`}
                data-testid={`select-all-${area.key}`}
                checked={count === area.permissions.length}
                indeterminate={count > 0 && count < area.permissions.length}
                disabled={disabled}
                onChange={(event) => toggle(area.permissions, event.target.checked)}
              >
                {t('ADMIN.ROLES.MATRIX.SELECT_ALL')} ({t('ADMIN.ROLES.MATRIX.SELECTED', { selected: count, total: area.permissions.length })})
              </Checkbox>
            }
          >
            <Row gutter={[16, 8]}>
              {area.permissions.map((permission) => (
                <Col key={permission} xs={24} md={12} xl={8}>
                  <Checkbox
                    checked={selected.has(permission)}
                    disabled={disabled}
                    value={permission}
                    onChange={(event) => toggle([permission], event.target.checked)}
                  >
                    {t(`ADMIN.PERMISSION.${permission}`)}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <LtrText>{permission}</LtrText>
                    </Typography.Text>
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Card>
        );
      })}
    </Flex>
  );
}
