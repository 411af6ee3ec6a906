import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';
import { AccountInformationForm } from '../components/AccountInformationForm';
import { PersonalInformationForm } from '../components/PersonalInformationForm';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { useCurrentProfile } from '../use-current-profile';

/** /admin/update-profile: the account and the personal information, one tab each; saved, back to the profile. */
export default function UpdateProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentProfile();
  if (!user) return null;
  const toProfile = () => navigate(SHELL_ROUTES.profileDisplay);
  return (
    <ProfilePageCard titleKey="PROFILE.UPDATE.TITLE">
      <Tabs
        items={[
          { key: 'personal', label: t('PROFILE.PERSONAL.TITLE'), children: <PersonalInformationForm user={user} onSaved={toProfile} onCancel={toProfile} /> },
          { key: 'account', label: t('PROFILE.ACCOUNT.TITLE'), children: <AccountInformationForm user={user} onSaved={toProfile} onCancel={toProfile} /> },
        ]}
      />
    </ProfilePageCard>
  );
}
