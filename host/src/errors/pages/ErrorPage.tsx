import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_ROUTES } from '@evax/shared/contract';

type ErrorKind = 'FORBIDDEN' | 'NOT_FOUND' | 'INTERNAL_ERROR';

const STATUS: Record<ErrorKind, '403' | '404' | '500'> = { FORBIDDEN: '403', NOT_FOUND: '404', INTERNAL_ERROR: '500' };

/** The spec's error pages: picture, then ERROR.<KIND>.TITLE, SUB_TITLE and DESC. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  return (
    <Result
      status={STATUS[kind]}
      title={t(`ERROR.${kind}.TITLE`)}
      subTitle={
        <>
          <strong>{t(`ERROR.${kind}.SUB_TITLE`)}</strong>
          <br />
          {t(`ERROR.${kind}.DESC`)}
        </>
      }
      extra={
        <Link to={SHELL_ROUTES.root}>
          <Button type="primary">{t('GENERAL.BACK_HOME')}</Button>
        </Link>
      }
    />
  );
}
