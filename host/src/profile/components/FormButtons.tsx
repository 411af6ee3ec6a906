import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitLoading } from '@evax/shared/ui';

/** Save (submits the form) and Cancel. */
export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap="small">
      <Button type="primary" htmlType="submit" loading={submitLoading(saving)}>
        {t('PROFILE.ACTIONS.SAVE')}
      </Button>
      {onCancel && <Button onClick={onCancel}>{t('PROFILE.ACTIONS.CANCEL')}</Button>}
    </Flex>
  );
}
