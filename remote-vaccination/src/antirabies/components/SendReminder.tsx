import { useState } from 'react';
import { Button, Modal, Radio, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RABIES_REMINDER_LANGUAGES, type RabiesAbsentRow, type RabiesReminderLanguage } from '@evax/shared/contract';
import { invalidate, notify, personName, useLanguage } from '@evax/shared/runtime';
import { RABIES_KEY, rabiesApi } from '../api';

const T = 'VACCINATION.RABIES_ABSENT';

/** Unicode's left-to-right isolate around a text (a phone number inside a sentence). */
const ltrIsolated = (text: string) => `\u2066${text}\u2069`;

/** A row's reminder: the SMS's language chosen (the screen's when Arabic, else French), confirmed, sent; once a day. */
export function SendReminder({ row, today }: { row: RabiesAbsentRow; today: string }) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [language, setLanguage] = useState<RabiesReminderLanguage>(uiLanguage === 'ar' ? 'ar' : 'fr');
  const remindedToday = row.remindedOn === today;

  const send = async () => {
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
      <Modal
        open={open}
        title={t(`${T}.REMIND_TITLE`)}
        okText={t(`${T}.SEND`)}
        cancelText={t('COMMON.ACTIONS.CANCEL')}
        okButtonProps={{ loading: sending }}
        onCancel={() => setOpen(false)}
        onOk={send}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t(`${T}.REMIND_CONFIRM`, { name: personName(row, uiLanguage), days: row.daysLate })} <bdi dir="ltr">{row.phone}</bdi>
        </Typography.Paragraph>
        <Radio.Group
          aria-label={t(`${T}.SMS_LANGUAGE`)}
          value={language}
          onChange={(event) => setLanguage(event.target.value as RabiesReminderLanguage)}
          options={RABIES_REMINDER_LANGUAGES.map((value) => ({ value, label: t(`${T}.LANGUAGES.${value}`) }))}
        />
      </Modal>
    </>
  );
}
