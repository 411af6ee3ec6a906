import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiPath, PERMISSIONS, type DciDetail } from '@evax/shared/contract';
import { Can, useInLanguage } from '@evax/shared/runtime';
import { LanguageText, ShowPage, statusDetail } from '@evax/shared/ui';
import { DCI } from '../entity';
import { LIFELONG_VALIDITY_DAYS } from '@evax/shared/validation';
import { ageRangeLabel } from '../components/age-range';
import { DCI_PATHS } from '../paths';

/** /admin/dci/{id}/show: one DCI, with a link to its specialties. */
export default function DciShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const show = useInLanguage();
  const specialtiesLink = (dci: DciDetail) => (
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
  );
  return (
    <ShowPage
      entity={DCI}
      title={(dci) => show(dci.name, dci.nameAr)}
      details={(dci) => [
        { key: 'name', label: t('REFERENCE.DCI.COLUMNS.NAME'), children: <LanguageText language="fr">{dci.name}</LanguageText> },
        { key: 'nameAr', label: t('REFERENCE.DCI.COLUMNS.NAME_AR'), children: <LanguageText language="ar">{dci.nameAr ?? ''}</LanguageText> },
        { key: 'vaccineType', label: t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE'), children: t(`REFERENCE.DCI.VACCINE_TYPE.${dci.vaccineType}`, dci.vaccineType) },
        {
          key: 'vaccineCategory',
          label: t('REFERENCE.DCI.COLUMNS.CATEGORY'),
          children: t(`REFERENCE.DCI.CATEGORY.${dci.vaccineCategory}`, dci.vaccineCategory),
        },
        { key: 'ageRange', label: t('REFERENCE.DCI.COLUMNS.AGE_RANGE'), children: ageRangeLabel(dci.ageRange, t) },
        {
          key: 'validityDays',
          label: t('REFERENCE.DCI.COLUMNS.VALIDITY_DAYS'),
          children:
            dci.validityDays === null
              ? t('REFERENCE.DCI.VALIDITY.NONE')
              : dci.validityDays >= LIFELONG_VALIDITY_DAYS
                ? t('REFERENCE.DCI.VALIDITY.LIFELONG')
                : t('REFERENCE.DCI.VALIDITY.DAYS', { count: dci.validityDays }),
        },
        statusDetail(t, dci.is_active),
        { key: 'specialties', label: t('REFERENCE.DCI.SHOW.SPECIALTIES'), children: specialtiesLink(dci) },
      ]}
    />
  );
}
