import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { KindChild } from '@evax/shared/contract';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';

/** The child a kind's folder or form is about: name, evax number, birth date. */
export function ChildHeading({ child }: { child: KindChild }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Space wrap>
      <span>{personName(child, language)}</span>
      <Tag color="blue">
        <bdi>{child.evaxNumber}</bdi>
      </Tag>
      <Typography.Text type="secondary">{t('VACCINATION.KIND.FOLDER.BORN_ON', { date: formatDate(child.birthDate) })}</Typography.Text>
    </Space>
  );
}
