import { Card, Flex, Typography } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_VERSION_LABEL } from '@evax/shared/contract';
import { LanguageSwitcher, LoginForm } from '@evax/shared/ui';

/** /auth/login. */
export default function LoginPage() {
  const { t } = useTranslation();

  return (
    <Flex vertical align="center" justify="center" gap="large" style={{ minHeight: '100vh', padding: 16, background: 'linear-gradient(160deg, #e6f4f6 0%, #f7fafc 60%)' }}>
      <div style={{ position: 'absolute', insetBlockStart: 16, insetInlineEnd: 16 }}>
        <LanguageSwitcher />
      </div>
      <Flex vertical align="center" gap={4}>
        <MedicineBoxOutlined style={{ fontSize: 40, color: '#0b7285' }} />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('APP.NAME')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('APP.TAGLINE')}</Typography.Text>
      </Flex>
      <Card title={t('AUTH.LOGIN.TITLE')} style={{ width: '100%', maxWidth: 400 }}>
        {/* Once signed in, the login route itself sends the user on (AppRoutes' GuestOnly). */}
        <LoginForm />
      </Card>
      <Typography.Text type="secondary">{APP_VERSION_LABEL}</Typography.Text>
    </Flex>
  );
}
