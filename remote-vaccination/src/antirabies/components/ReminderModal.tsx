import { useState, type ReactNode } from 'react';
import { Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { RABIES_REMINDER_LANGUAGES, type RabiesReminderLanguage } from '@evax/shared/contract';
import { useLanguage } from '@evax/shared/runtime';

const T = 'VACCINATION.RABIES_ABSENT';

/** The reminder's confirmation: what it says (`children`), the SMS's language (the screen's when Arabic, else French), send. */
export function ReminderModal({
  open,
  title,
  sending,
  onCancel,
  onSend,
  children,
}: {
  open: boolean;
  title: string;
  sending: boolean;
  onCancel: () => void;
  onSend: (language: RabiesReminderLanguage) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const [language, setLanguage] = useState<RabiesReminderLanguage>(uiLanguage === 'ar' ? 'ar' : 'fr');
  return (
    <Modal
      open={open}
      title={title}
      okText={t(`${T}.SEND`)}
      cancelText={t('COMMON.ACTIONS.CANCEL')}
      okButtonProps={{ loading: sending }}
      onCancel={onCancel}
      onOk={() => onSend(language)}
      destroyOnHidden
    >
      {children}
      <Radio.Group
        aria-label={t(`${T}.SMS_LANGUAGE`)}
        value={language}
        onChange={(event) => setLanguage(event.target.value as RabiesReminderLanguage)}
        options={RABIES_REMINDER_LANGUAGES.map((value) => ({ value, label: t(`${T}.LANGUAGES.${value}`) }))}
      />
    </Modal>
  );
}
