import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Shown in place of one area only: the rest of the portal keeps working. */
export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="area-unavailable" role="alert">
      <Result
        status="warning"
        title={t('AREA.UNAVAILABLE.TITLE')}
        subTitle={t('AREA.UNAVAILABLE.DESC')}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('GENERAL.RETRY')}
          </Button>
        }
      />
    </div>
  );
}
