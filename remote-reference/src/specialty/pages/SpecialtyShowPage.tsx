import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, type SpecialtyRow } from '@evax/shared/contract';
import { Can, toApiError, type ApiError } from '@evax/shared/runtime';
import { fetchSpecialty } from '../api';
import { withId } from '../../common/paths';
import { SPECIALTY_PATHS } from '../paths';

/** /admin/specialtie/{id}: one specialty. */
export default function SpecialtyShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [row, setRow] = useState<SpecialtyRow | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchSpecialty(id, controller.signal).then(setRow, (failure: unknown) => {
      const apiError = toApiError(failure);
      if (!apiError.canceled && !controller.signal.aborted) setError(apiError);
    });
    return () => controller.abort();
  }, [id]);

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!row) return <Spin />;

  return (
    <Card
      title={row.commercialName}
      extra={
        <Flex gap="small">
          <Can permission={PERMISSIONS.specialty.edit}>
            <Button onClick={() => navigate(withId(SPECIALTY_PATHS.edit, row.id))}>{t('REFERENCE.ACTIONS.EDIT')}</Button>
          </Can>
          <Button onClick={() => navigate(SPECIALTY_PATHS.list)}>{t('REFERENCE.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.DCI')}>{row.dciName}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE')}>{row.pctCode}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME')}>{row.commercialName}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER')}>{row.manufacturer}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.LABEL')}>{row.label ?? ''}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.REMINDER')}>
          {row.reminder === null ? t('REFERENCE.SPECIALTY.NO_REMINDER') : t('REFERENCE.SPECIALTY.DAYS', { count: row.reminder })}
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.STATUS')}>
          <Tag color={row.is_active ? 'green' : 'default'}>{t(row.is_active ? 'REFERENCE.DCI.STATUS.ACTIVE' : 'REFERENCE.DCI.STATUS.ARCHIVED')}</Tag>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
