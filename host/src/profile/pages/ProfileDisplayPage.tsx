import type { ReactNode } from 'react';
import { Button, Descriptions, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { EditOutlined, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';
import { LtrText } from '@evax/shared/ui/shell';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { useCurrentProfile } from '../use-current-profile';

const DETAILS = { bordered: true, size: 'small', column: 1, styles: { label: { inlineSize: 220 } } } as const;

/** Label keys and values as the rows of a Descriptions. */
function rows(t: TFunction, entries: [string, ReactNode][]) {
  return entries.map(([labelKey, children]) => ({ key: labelKey, label: t(labelKey), children }));
}

/** /admin/profile/display and /admin/profile: the signed-in user's profile, read-only, with the ways to change it. */
export default function ProfileDisplayPage() {
  const { t } = useTranslation();
  const { user, phone } = useCurrentProfile();
  if (!user) return null;
  const notSet = <Typography.Text type="secondary">{t('PROFILE.DISPLAY.NOT_SET')}</Typography.Text>;
  const latin = (value: string | null | undefined) => (value ? <LtrText>{value}</LtrText> : notSet);

  return (
    <ProfilePageCard
      extra={
        <Link to={SHELL_ROUTES.updateProfile}>
          <Button type="primary" icon={<EditOutlined />}>
            {t('PROFILE.DISPLAY.EDIT')}
          </Button>
        </Link>
      }
    >
      <Flex vertical gap="large">
        <Descriptions
          title={t('PROFILE.DISPLAY.ACCOUNT')}
          {...DETAILS}
          items={rows(t, [
            ['PROFILE.FIELDS.USERNAME', latin(user.username)],
            ['PROFILE.FIELDS.EMAIL', latin(user.email)],
            ['PROFILE.FIELDS.PHONE', latin(phone)],
            ['PROFILE.FIELDS.LANGUAGE', user.preferredLanguage ? t(`LANGUAGE.${user.preferredLanguage}`) : notSet],
          ])}
        />
        <Descriptions
          title={t('PROFILE.DISPLAY.PERSONAL')}
          {...DETAILS}
          items={rows(t, [
            ['PROFILE.FIELDS.FIRST_NAME_FR', user.firstNameFr || notSet],
            ['PROFILE.FIELDS.LAST_NAME_FR', user.lastNameFr || notSet],
            ['PROFILE.FIELDS.FIRST_NAME_AR', user.firstNameAr || notSet],
            ['PROFILE.FIELDS.LAST_NAME_AR', user.lastNameAr || notSet],
          ])}
        />
        <Flex gap="small" wrap>
          <Link to={SHELL_ROUTES.accountInformation}>
            <Button icon={<EditOutlined />}>{t('PROFILE.DISPLAY.EDIT_ACCOUNT')}</Button>
          </Link>
          <Link to={SHELL_ROUTES.personalInformation}>
            <Button icon={<EditOutlined />}>{t('PROFILE.DISPLAY.EDIT_PERSONAL')}</Button>
          </Link>
          <Link to={SHELL_ROUTES.changePassword}>
            <Button icon={<LockOutlined />}>{t('PROFILE.USER_MENU.CHANGE_PASSWORD')}</Button>
          </Link>
          <Link to={SHELL_ROUTES.resetPhone}>
            <Button icon={<MobileOutlined />}>{t('PROFILE.USER_MENU.CHANGE_PHONE')}</Button>
          </Link>
        </Flex>
      </Flex>
    </ProfilePageCard>
  );
}
