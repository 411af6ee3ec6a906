import { Alert, Flex, Space, Spin, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, PERMISSIONS } from '@evax/shared/contract';
import { personName, useLanguage, usePermission, useResource } from '@evax/shared/runtime';
import { DetailHeader } from '@evax/shared/ui';
import { fetchChild, fetchFolder } from '../../common/api';
import { ChildAllergyBanner } from '../../common/components/ChildAllergyBanner';
import { SeriousMapiFlag } from '../../common/components/SeriousMapiFlag';
import { childCardPath } from '../../common/links';
import { CHILD_KEY, folderKey } from '../../common/resource-keys';
import { AllergiesTab } from '../components/AllergiesTab';
import { ClosedNotice } from '../components/ClosedNotice';
import { MapiTab } from '../components/MapiTab';
import { GrowthTab, HeadCircumferenceTab } from '../components/MeasurementTabs';

const { medicalFolder: p } = PERMISSIONS;

/** /admin/mapi/:evaxNumber: a child's medical folder: growth, head circumference, allergies, MAPI; read-only once closed. */
export default function MedicalFolderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const [params] = useSearchParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const child = useResource(wellFormed ? [...CHILD_KEY, evaxNumber] : null, (signal) => fetchChild(evaxNumber, signal));
  const folder = useResource(wellFormed ? folderKey(evaxNumber) : null, (signal) => fetchFolder(evaxNumber, signal));
  const canGrowth = usePermission(p.viewGrowth);
  const canHead = usePermission(p.viewHeadCircumference);
  const canAllergies = usePermission(p.viewAllergy);
  const canMapi = usePermission(p.viewMapi);

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  const error = child.error ?? folder.error;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!child.data || !folder.data || folder.data.evaxNumber !== evaxNumber) return <Spin />;
  const readOnly = folder.data.closed !== null;
  const props = { evaxNumber, birthDate: folder.data.birthDate, readOnly };
  const title = (
    <Space wrap>
      <span>{personName(child.data, language)}</span>
      <Tag color="blue">
        <bdi>{evaxNumber}</bdi>
      </Tag>
    </Space>
  );
  const tabs = [
    canGrowth && { key: 'growth', label: t('CITIZEN.MEDICAL_FOLDER.TABS.GROWTH'), children: <GrowthTab {...props} /> },
    canHead && { key: 'head', label: t('CITIZEN.MEDICAL_FOLDER.TABS.HEAD'), children: <HeadCircumferenceTab {...props} /> },
    canAllergies && {
      key: 'allergies',
      label: t('CITIZEN.MEDICAL_FOLDER.TABS.ALLERGIES'),
      children: <AllergiesTab evaxNumber={evaxNumber} readOnly={readOnly} />,
    },
    canMapi && { key: 'mapi', label: t('CITIZEN.MAPI.TAB'), children: <MapiTab {...props} /> },
  ].filter((tab) => tab !== false);
  return (
    <Flex vertical gap="middle" className="evax-medical-folder">
      <DetailHeader title={title} onBack={() => navigate(childCardPath(evaxNumber))} />
      <ClosedNotice folder={folder.data} />
      <SeriousMapiFlag evaxNumber={evaxNumber} />
      <ChildAllergyBanner evaxNumber={evaxNumber} />
      <Tabs items={tabs} defaultActiveKey={params.get('tab') ?? undefined} destroyOnHidden />
    </Flex>
  );
}
