import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { useGoBack } from '../use-go-back';

/** /admin/change-password: saved, back to the previous page (spec 3 §2). */
export default function ChangePasswordPage() {
  const goBack = useGoBack();
  return (
    <ProfilePageCard titleKey="PROFILE.PASSWORD.TITLE">
      <ChangePasswordForm onSaved={goBack} onCancel={goBack} />
    </ProfilePageCard>
  );
}
