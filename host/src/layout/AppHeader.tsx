import { Button, Flex, Layout, theme, Tooltip } from 'antd';
import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';
import { LanguageSwitcher } from '@evax/shared/ui/shell';
import { UserMenu } from './UserMenu';
import { CenterSwitcher } from './CenterSwitcher';

/** Menu toggle, who is signed in, language, logout. */
export function AppHeader({ onToggleMenu }: { onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{ background: token.colorBgContainer, paddingInline: 16, borderBlockEnd: `${token.lineWidth}px solid ${token.colorBorderSecondary}` }}
    >
      <Flex align="center" justify="space-between" gap="middle" style={{ height: '100%' }}>
        <Button type="text" icon={<MenuOutlined />} onClick={onToggleMenu} aria-label={t('MENU.TOGGLE')} />
        <Flex align="center" gap="middle">
          <UserMenu />
          <CenterSwitcher />
          <LanguageSwitcher />
          <Tooltip title={t('AUTH.LOGOUT')}>
            <Button type="text" icon={<LogoutOutlined />} onClick={() => navigate(SHELL_ROUTES.logout)} aria-label={t('AUTH.LOGOUT')} />
          </Tooltip>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
