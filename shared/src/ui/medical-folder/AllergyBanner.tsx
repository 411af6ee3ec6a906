import { Alert, Space, Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AllergyRow } from '@evax/shared/contract';
import { useLanguage } from '@evax/shared/runtime';

export interface AllergyBannerProps {
  allergies: readonly AllergyRow[];
}

/**
 * The child's allergies in their order, as a warning over the card and every vaccination screen
 * of the child (an egg allergy before a flu or yellow-fever vaccine). Nothing without allergies.
 */
export function AllergyBanner({ allergies }: AllergyBannerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (allergies.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      icon={<WarningOutlined />}
      role="alert"
      data-testid="allergy-banner"
      title={t('MEDICAL_FOLDER.ALLERGY_BANNER.TITLE', { count: allergies.length })}
      description={
        <Space wrap size={[4, 4]}>
          {allergies.map((allergy) => (
            <Tag key={allergy.id} color="orange">
              {allergy.name} ({language === 'ar' ? allergy.typeAr : allergy.typeFr})
            </Tag>
          ))}
        </Space>
      }
    />
  );
}
