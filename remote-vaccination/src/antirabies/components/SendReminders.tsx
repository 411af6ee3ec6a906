import { useState, type Key } from 'react';
import { Button, Modal, Radio, Typography } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RABIES_LIMITS, RABIES_REMINDER_LANGUAGES, type RabiesReminderLanguage } from '@evax/shared/contract';
import { invalidate, notify, useLanguage } from '@evax/shared/runtime';
import { RABIES_KEY, rabiesApi } from '../api';

const T = 'VACCINATION.RABIES_ABSENT';

/** The reminder SMS to the absent list's rows selected (a page at most): one language, confirmed; what was sent and what was not, said. */
export function SendReminders({ ficheIds }: { ficheIds: readonly Key[] }) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [language, setLanguage] = useState<RabiesReminderLanguage>(uiLanguage === 'ar' ? 'ar' : 'fr');
  const count = ficheIds.length;

  const send = async () => {
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
      <Modal
        open={open}
        title={t(`${T}.REMIND_SELECTED_TITLE`)}
        okText={t(`${T}.SEND`)}
        cancelText={t('COMMON.ACTIONS.CANCEL')}
        okButtonProps={{ loading: sending }}
        onCancel={() => setOpen(false)}
        onOk={send}
        destroyOnHidden
      >
        <Typography.Paragraph>{t(`${T}.REMIND_SELECTED_CONFIRM`, { count })}</Typography.Paragraph>
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
