import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';
import { useResource } from '@evax/shared/runtime';
import { DetailSkeleton } from '@evax/shared/ui';
import { fetchChild } from '../../common/api';
import { CHILD_KEY } from '../../common/resource-keys';
import { CHILD_PATHS } from '../paths';
import { ChildCard } from '../components/ChildCard';

/** /admin/child/:evaxNumber: a child's card. A child the user may not see answers like a missing one (parent not found). */
export default function ChildCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: child, error } = useResource(wellFormed ? [...CHILD_KEY, evaxNumber] : null, (signal) => fetchChild(evaxNumber, signal));
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(CHILD_PATHS.list));

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  // The card's skeleton until its record arrives (it loads the card's widgets meanwhile).
  if (!child || child.evaxNumber !== evaxNumber) return <DetailSkeleton />;
  return <ChildCard child={child} onBack={back} onDeleted={() => navigate(CHILD_PATHS.list, { replace: true })} />;
}
