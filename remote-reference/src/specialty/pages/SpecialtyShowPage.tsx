import { useTranslation } from 'react-i18next';
import type { SpecialtyRow } from '@evax/shared/contract';
import { useInLanguage } from '@evax/shared/runtime';
import { LanguageText, ShowPage, statusDetail } from '@evax/shared/ui';
import { SPECIALTY } from '../entity';
import { reminderText } from '../../common/components/reminder';

const titleOf = (row: SpecialtyRow) => row.commercialName;

/** /admin/specialtie/{id}: one specialty. */
export default function SpecialtyShowPage() {
  const { t } = useTranslation();
  const show = useInLanguage();
  return (
    <ShowPage
      entity={SPECIALTY}
      title={titleOf}
      details={(row) => [
        { key: 'dci', label: t('REFERENCE.SPECIALTY.COLUMNS.DCI'), children: show(row.dciName, row.dciNameAr) },
        { key: 'pctCode', label: t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE'), children: row.pctCode },
        { key: 'commercialName', label: t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME'), children: row.commercialName },
        { key: 'manufacturer', label: t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER'), children: row.manufacturer },
        { key: 'label', label: t('REFERENCE.SPECIALTY.COLUMNS.LABEL'), children: <LanguageText language="fr">{row.label ?? ''}</LanguageText> },
        { key: 'labelAr', label: t('REFERENCE.SPECIALTY.COLUMNS.LABEL_AR'), children: <LanguageText language="ar">{row.labelAr ?? ''}</LanguageText> },
        { key: 'reminder', label: t('REFERENCE.SPECIALTY.COLUMNS.REMINDER'), children: reminderText(row.reminder, t) },
        statusDetail(t, row.is_active),
      ]}
    />
  );
}
