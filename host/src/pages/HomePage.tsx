import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { personName, useAuthStore, useLanguage } from '@evax/shared/runtime';
import { useAllowedMenu } from '../app/use-allowed-menu';

/** /admin/home: a welcome until the national dashboard comes, with the areas the user may open. */
export default function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useAuthStore((state) => state.currentUser);
  const areas = useAllowedMenu().filter((item) => item.key !== 'home');

  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap="small">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('HOME.WELCOME', { name: user ? personName(user, language) : '' })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('HOME.DESC')}</Typography.Text>
          </Flex>
        }
      >
        {areas.length > 0 && (
          <Flex gap="middle" justify="center" wrap>
            {areas.map((area) => (
              <Link key={area.key} to={area.path}>
                <Card size="small" hoverable style={{ minWidth: 180 }}>
                  <Flex gap="small" align="center" justify="center">
                    {area.icon}
                    {t(area.labelKey)}
                  </Flex>
                </Card>
              </Link>
            ))}
          </Flex>
        )}
      </Empty>
    </Card>
  );
}
