import { Dropdown, type MenuProps } from 'antd';
import { LockOutlined, LogoutOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PROFESSIONAL_BODY_HIDDEN_ROUTES, SHELL_ROUTES } from '@evax/shared/contract';
import { isProfessionalBodySession, useAuthStore } from '@evax/shared/runtime';
import { VISUALLY_HIDDEN } from '@evax/shared/ui/shell';
import { UserIdentity } from './UserIdentity';

/** The avatar and name open the account menu: profile, change password, change phone, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const professionalBody = useAuthStore(isProfessionalBodySession);
  const shown = (path: string) => !(professionalBody && PROFESSIONAL_BODY_HIDDEN_ROUTES.includes(path));
  const items: MenuProps['items'] = [
    { key: SHELL_ROUTES.profileDisplay, icon: <UserOutlined />, label: t('PROFILE.USER_MENU.PROFILE') },
    ...(shown(SHELL_ROUTES.changePassword)
      ? [{ key: SHELL_ROUTES.changePassword, icon: <LockOutlined />, label: t('PROFILE.USER_MENU.CHANGE_PASSWORD') }]
      : []),
    ...(shown(SHELL_ROUTES.resetPhone) ? [{ key: SHELL_ROUTES.resetPhone, icon: <MobileOutlined />, label: t('PROFILE.USER_MENU.CHANGE_PHONE') }] : []),
    { type: 'divider' },
    { key: SHELL_ROUTES.logout, icon: <LogoutOutlined />, label: t('AUTH.LOGOUT'), danger: true },
  ];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']} placement="bottomRight">
      {/* Named by what it shows, then what it opens (WCAG 2.5.3). */}
      <button type="button" style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit', color: 'inherit' }}>
        <UserIdentity />
        <span style={VISUALLY_HIDDEN}>{` (${t('PROFILE.USER_MENU.LABEL')})`}</span>
      </button>
    </Dropdown>
  );
}
