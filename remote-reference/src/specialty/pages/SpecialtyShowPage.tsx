import { Alert, Button, Card, Descriptions, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { apiPath, PERMISSIONS } from '@evax/shared/contract';
import { Can, useInLanguage, useResource } from '@evax/shared/runtime';
import { LanguageText, StatusTag } from '@evax/shared/ui';
import { SPECIALTY_KEY, fetchSpecialty } from '../api';
import { SPECIALTY_PATHS } from '../paths';

/** /admin/specialtie/{id}: one specialty. */
export default function SpecialtyShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const show = useInLanguage();
  const { data: row, error } = useResource([...SPECIALTY_KEY, id], (signal) => fetchSpecialty(id, signal));

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!row) return <Spin />;

  return (
    <Card
      title={row.commercialName}
      extra={
        <Flex gap="small">
          <Can permission={PERMISSIONS.specialty.edit}>
            <Button type="primary" onClick={() => navigate(apiPath(SPECIALTY_PATHS.edit, { id: row.id }))}>{t('COMMON.ACTIONS.EDIT')}</Button>
          </Can>
          <Button onClick={() => navigate(SPECIALTY_PATHS.list)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.DCI')}>{show(row.dciName, row.dciNameAr)}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE')}>{row.pctCode}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME')}>{row.commercialName}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER')}>{row.manufacturer}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.LABEL')}>
          <LanguageText language="fr">{row.label ?? ''}</LanguageText>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.LABEL_AR')}>
          <LanguageText language="ar">{row.labelAr ?? ''}</LanguageText>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.SPECIALTY.COLUMNS.REMINDER')}>
          {row.reminder === null ? t('REFERENCE.SPECIALTY.NO_REMINDER') : t('REFERENCE.SPECIALTY.DAYS', { count: row.reminder })}
        </Descriptions.Item>
        <Descriptions.Item label={t('COMMON.COLUMNS.STATUS')}>
          <StatusTag active={row.is_active} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
