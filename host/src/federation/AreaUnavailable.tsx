import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

type Props =
  | { reason?: 'failed'; onRetry: () => void }
  /** The remote was built for a newer host contract: retrying cannot help, a newer portal can. */
  | { reason: 'needs-newer-portal'; onRetry?: undefined };

/** Shown in place of one area only: the rest of the portal keeps working. */
export function AreaUnavailable({ reason = 'failed', onRetry }: Props) {
  const { t } = useTranslation();
  const newerPortal = reason === 'needs-newer-portal';
  return (
    <div data-testid="area-unavailable" role="alert">
      <Result
        status="warning"
        title={t('AREA.UNAVAILABLE.TITLE')}
        subTitle={t(newerPortal ? 'AREA.UNAVAILABLE.NEEDS_NEWER_PORTAL' : 'AREA.UNAVAILABLE.DESC')}
        extra={
          onRetry && (
            <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('GENERAL.RETRY')}
            </Button>
          )
        }
      />
    </div>
  );
}
