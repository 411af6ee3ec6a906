import { useState, type Key } from 'react';
import { Button, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RABIES_LIMITS, type RabiesReminderLanguage } from '@evax/shared/contract';
import { invalidate, notify } from '@evax/shared/runtime';
import { RABIES_KEY, rabiesApi } from '../api';
import { ReminderModal } from './ReminderModal';

const T = 'VACCINATION.RABIES_ABSENT';

/** The reminder SMS to the absent list's rows selected (a page at most): one language, confirmed; what was sent and what was not, said. */
export function SendReminders({ ficheIds }: { ficheIds: readonly Key[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const count = ficheIds.length;

  const send = async (language: RabiesReminderLanguage) => {
    setSending(true);
    try {
      const { sent, refused } = await rabiesApi.remindAll(ficheIds.map(Number), language);
      (refused.length ? notify.error : notify.success)(`${T}.REMINDERS_SENT`, { sent: sent.length, refused: refused.length });
      setOpen(false);
      invalidate([...RABIES_KEY, 'absent']);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button icon={<MessageOutlined />} disabled={count === 0 || count > RABIES_LIMITS.remindersMax} onClick={() => setOpen(true)}>
        {t(`${T}.REMIND_SELECTED`, { count })}
      </Button>
      <ReminderModal open={open} title={t(`${T}.REMIND_SELECTED_TITLE`)} sending={sending} onCancel={() => setOpen(false)} onSend={send}>
        <Typography.Paragraph>{t(`${T}.REMIND_SELECTED_CONFIRM`, { count })}</Typography.Paragraph>
      </ReminderModal>
    </>
  );
}
