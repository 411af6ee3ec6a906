import { AccountInformationForm } from '../components/AccountInformationForm';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { useCurrentProfile } from '../use-current-profile';
import { useGoBack } from '../use-go-back';

/** /admin/account-information: saved, back to the previous page (spec 3 §2). */
export default function AccountInformationPage() {
  const { user } = useCurrentProfile();
  const goBack = useGoBack();
  if (!user) return null;
  return (
    <ProfilePageCard titleKey="PROFILE.ACCOUNT.TITLE">
      <AccountInformationForm user={user} onSaved={goBack} onCancel={goBack} />
    </ProfilePageCard>
  );
}
