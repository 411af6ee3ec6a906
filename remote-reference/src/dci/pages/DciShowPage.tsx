import { Alert, Button, Card, Descriptions, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { apiPath, PERMISSIONS } from '@evax/shared/contract';
import { Can, useInLanguage, useResource } from '@evax/shared/runtime';
import { LanguageText, StatusTag } from '@evax/shared/ui';
import { DCI_KEY, fetchDci } from '../api';
import { ageRangeLabel } from '../components/age-range';
import { DCI_PATHS } from '../paths';

/** /admin/dci/{id}/show: one DCI, with a link to its specialties. */
export default function DciShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const show = useInLanguage();
  const { data: dci, error } = useResource([...DCI_KEY, id], (signal) => fetchDci(id, signal));

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!dci) return <Spin />;

  return (
    <Card
      title={show(dci.name, dci.nameAr)}
      extra={
        <Flex gap="small">
          <Can permission={PERMISSIONS.dci.edit}>
            <Button type="primary" onClick={() => navigate(apiPath(DCI_PATHS.edit, { id: dci.id }))}>{t('COMMON.ACTIONS.EDIT')}</Button>
          </Can>
          <Button onClick={() => navigate(DCI_PATHS.list)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.NAME')}>
          <LanguageText language="fr">{dci.name}</LanguageText>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.NAME_AR')}>
          <LanguageText language="ar">{dci.nameAr ?? ''}</LanguageText>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE')}>{t(`REFERENCE.DCI.VACCINE_TYPE.${dci.vaccineType}`, dci.vaccineType)}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.CATEGORY')}>{t(`REFERENCE.DCI.CATEGORY.${dci.vaccineCategory}`, dci.vaccineCategory)}</Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.COLUMNS.AGE_RANGE')}>{ageRangeLabel(dci.ageRange, t)}</Descriptions.Item>
        <Descriptions.Item label={t('COMMON.COLUMNS.STATUS')}>
          <StatusTag active={dci.is_active} />
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.DCI.SHOW.SPECIALTIES')}>
          <Can permission={PERMISSIONS.specialty.viewList} fallback={dci.specialtiesCount}>
            {/* Typography.Link: the theme's link colour, not the browser's blue. */}
            <Typography.Link
              href={apiPath(DCI_PATHS.specialties, { id: dci.id })}
              onClick={(event) => {
                event.preventDefault();
                navigate(apiPath(DCI_PATHS.specialties, { id: dci.id }));
              }}
            >
              {t('REFERENCE.DCI.SHOW.SPECIALTIES_LINK', { count: dci.specialtiesCount })}
            </Typography.Link>
          </Can>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
