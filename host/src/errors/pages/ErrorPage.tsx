import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFocusOnArrival } from '../../layout/use-focus-on-arrival';
import { SHELL_ROUTES } from '@evax/shared/contract';

type ErrorKind = 'FORBIDDEN' | 'NOT_FOUND' | 'INTERNAL_ERROR';

const STATUS: Record<ErrorKind, '403' | '404' | '500'> = { FORBIDDEN: '403', NOT_FOUND: '404', INTERNAL_ERROR: '500' };

/** The spec's error pages: picture, then ERROR.<KIND>.TITLE, SUB_TITLE and DESC. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <Result
      status={STATUS[kind]}
      title={
        <h1 ref={title} tabIndex={-1} style={{ margin: 0, fontSize: 24, outline: 'none' }}>
          {t(`ERROR.${kind}.TITLE`)}
        </h1>
      }
      subTitle={
        <>
          <strong>{t(`ERROR.${kind}.SUB_TITLE`)}</strong>
          <br />
          {t(`ERROR.${kind}.DESC`)}
        </>
      }
      extra={
        // A button, not a button inside a link: one control, one name (WCAG 4.1.2).
        <Button type="primary" onClick={() => navigate(SHELL_ROUTES.root)}>
          {t('GENERAL.BACK_HOME')}
        </Button>
      }
    />
  );
}
