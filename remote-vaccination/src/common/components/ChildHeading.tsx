import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VaccinationFolderChild } from '@evax/shared/contract';
import { formatDate, personName, useLanguage } from '@evax/shared/runtime';

/**
 * The child a folder or a form is about: the page's own words first when it has some (`title`),
 * then name, evax number and, unless `birthDate` is false, the birth date.
 */
export function ChildHeading({ child, title, birthDate = true }: { child: VaccinationFolderChild; title?: string; birthDate?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Space wrap>
      {title && <span>{title}</span>}
      <span>{personName(child, language)}</span>
      <Tag color="blue">
        <bdi>{child.evaxNumber}</bdi>
      </Tag>
      {birthDate && <Typography.Text type="secondary">{t('VACCINATION.CHILD.BORN_ON', { date: formatDate(child.birthDate) })}</Typography.Text>}
    </Space>
  );
}
