import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, type DciDetail } from '@evax/shared/contract';
import { Can, toApiError, type ApiError } from '@evax/shared/runtime';
import { fetchDci } from '../api';
import { ageRangeLabel } from '../components/age-range';
import { withId } from '../../common/paths';
import { DCI_PATHS } from '../paths';

/** /admin/dci/{id}/show: one DCI, with a link to its specialties. */
export default function DciShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [dci, setDci] = useState<DciDetail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    fetchDci(id, controller.signal).then(setDci, (failure: unknown) => {
      const apiError = toApiError(failure);
      if (!apiError.canceled && !controller.signal.aborted) setError(apiError);
    });
    return () => controller.abort();
  }, [id]);

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!dci) return <Spin />;

  return (
    <Card
      title={dci.name}
      extra={
        <Flex gap="small">
          <Can permission={PERMISSIONS.dci.edit}>
            <Button onClick={() => navigate(withId(DCI_PATHS.edit, dci.id))}>{t('REFERENCE.ACTIONS.EDIT')}</Button>
          </Can>
          <Button onClick={() => navigate(DCI_PATHS.list)}>{t('REFERENCE.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.NAME')}>{dci.name}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE')}>{t(`REFERENCE.DCI.VACCINE_TYPE.${dci.vaccineType}`, dci.vaccineType)}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.CATEGORY')}>{t(`REFERENCE.DCI.CATEGORY.${dci.vaccineCategory}`, dci.vaccineCategory)}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.AGE_RANGE')}>{ageRangeLabel(dci.ageRange, t)}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.STATUS')}>
          <Tag color={dci.is_active ? 'green' : 'default'}>{t(dci.is_active ? 'REFERENCE.DCI.STATUS.ACTIVE' : 'REFERENCE.DCI.STATUS.ARCHIVED')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.SHOW.SPECIALTIES')}>
          <Can permission={PERMISSIONS.specialty.viewList} fallback={dci.specialtiesCount}>
            <Link to={withId(DCI_PATHS.specialties, dci.id)}>{t('REFERENCE.DCI.SHOW.SPECIALTIES_LINK', { count: dci.specialtiesCount })}</Link>
          </Can>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
