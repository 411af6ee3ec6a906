import { useState } from 'react';
import { Button, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RabiesAbsentRow, RabiesReminderLanguage } from '@evax/shared/contract';
import { invalidate, notify, personName, useLanguage } from '@evax/shared/runtime';
import { RABIES_KEY, rabiesApi } from '../api';
import { ReminderModal } from './ReminderModal';

const T = 'VACCINATION.RABIES_ABSENT';

/** Unicode's left-to-right isolate around a text (a phone number inside a sentence). */
const ltrIsolated = (text: string) => `\u2066${text}\u2069`;

/** A row's reminder: the SMS's language chosen, confirmed, sent; once a day. */
export function SendReminder({ row, today }: { row: RabiesAbsentRow; today: string }) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const remindedToday = row.remindedOn === today;

  const send = async (language: RabiesReminderLanguage) => {
    setSending(true);
    try {
      const sent = await rabiesApi.remind(row.ficheId, language);
      // Isolated left-to-right, or an Arabic toast shows the number's groups backwards.
      notify.success(`${T}.REMINDER_SENT`, { phone: ltrIsolated(sent.phone) });
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
      <Button size="small" icon={<MessageOutlined />} disabled={!row.phone || remindedToday} onClick={() => setOpen(true)}>
        {t(remindedToday ? `${T}.REMINDED_TODAY` : `${T}.REMIND`)}
      </Button>
      <ReminderModal open={open} title={t(`${T}.REMIND_TITLE`)} sending={sending} onCancel={() => setOpen(false)} onSend={send}>
        <Typography.Paragraph>
          {t(`${T}.REMIND_CONFIRM`, { name: personName(row, uiLanguage), days: row.daysLate })} <bdi dir="ltr">{row.phone}</bdi>
        </Typography.Paragraph>
      </ReminderModal>
    </>
  );
}
