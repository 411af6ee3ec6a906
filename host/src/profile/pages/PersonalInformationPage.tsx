import { useNavigate } from 'react-router-dom';
import { ADMIN_BASE } from '@evax/shared/contract';
import { PersonalInformationForm } from '../components/PersonalInformationForm';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { useCurrentProfile } from '../use-current-profile';
import { useGoBack } from '../use-go-back';

/**
 * /admin/personal-information: saved, to the admin home (spec 3 §2), i.e. /admin, which opens the
 * dashboard or the first area the user may open.
 */
export default function PersonalInformationPage() {
  const { user } = useCurrentProfile();
  const navigate = useNavigate();
  const goBack = useGoBack();
  if (!user) return null;
  return (
    <ProfilePageCard titleKey="PROFILE.PERSONAL.TITLE">
      <PersonalInformationForm user={user} onSaved={() => navigate(ADMIN_BASE)} onCancel={goBack} />
    </ProfilePageCard>
  );
}
