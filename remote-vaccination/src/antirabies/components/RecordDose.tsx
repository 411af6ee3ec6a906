import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { VACCINATION_LIMITS, type RabiesDose, type RabiesFiche } from '@evax/shared/contract';
import { errorFeedback, invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { injectionSiteOptions, useInjectionSites } from '../../common/components/injection-sites';
import { RABIES_KEY, rabiesApi } from '../api';

const T = 'VACCINATION.RABIES';
const F = `${T}.DOSE_FIELDS`;

interface DoseForm {
  givenDate: string;
  dci?: number;
  lotNumber: string;
  injectionSite?: string;
}

/** Records the next visit of the protocol (the first not given): date, vaccine, lot, site; the rules' errors said by the server shown. */
export function RecordDose({ sheet, dose }: { sheet: RabiesFiche; dose: RabiesDose }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<DoseForm>({ givenDate: tunisToday(new Date()), lotNumber: '' });
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const { data: vaccines } = useResource(open ? [...RABIES_KEY, 'vaccines'] : null, (signal) => rabiesApi.vaccines(signal));
  const { data: sites } = useInjectionSites();
  const complete = Boolean(values.givenDate && values.dci && values.lotNumber.trim() && values.injectionSite);
  const help = (name: string) => fieldErrors[name]?.map((key) => t(key)).join(' ');
  const set = (patch: Partial<DoseForm>) => setValues((previous) => ({ ...previous, ...patch }));

  const submit = async () => {
    if (!complete) return;
    setSaving(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await rabiesApi.recordDose(sheet.id, {
        rank: dose.rank,
        givenDate: values.givenDate,
        dci: values.dci ?? 0,
        lotNumber: values.lotNumber.trim(),
        injectionSite: values.injectionSite ?? '',
      });
      notify.success(`${T}.DOSE_SAVED`);
      setOpen(false);
      invalidate(RABIES_KEY);
    } catch (error) {
      const feedback = errorFeedback(error, (key) => i18n.exists(key));
      setFieldErrors(feedback.fields);
      setFormError(feedback.key);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        {t(`${T}.RECORD_DOSE`)}
      </Button>
      <Modal
        open={open}
        title={t(`${T}.RECORD_DOSE_TITLE`, { day: dose.day })}
        okText={t('COMMON.ACTIONS.SAVE')}
        cancelText={t('COMMON.ACTIONS.CANCEL')}
        okButtonProps={{ disabled: !complete, loading: saving }}
        onCancel={() => setOpen(false)}
        onOk={submit}
        destroyOnHidden
      >
        {formError && <Alert type="error" showIcon title={t(formError)} style={{ marginBottom: 16 }} data-testid="dose-error" />}
        <Form layout="vertical">
          <Form.Item label={t(`${F}.DATE`)} required validateStatus={help('givenDate') ? 'error' : undefined} help={help('givenDate')}>
            <Input
              type="date"
              aria-label={t(`${F}.DATE`)}
              dir="ltr"
              value={values.givenDate}
              max={tunisToday(new Date())}
              onChange={(event) => set({ givenDate: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t(`${F}.VACCINE`)} required validateStatus={help('dci') ? 'error' : undefined} help={help('dci')}>
            <Select<number>
              aria-label={t(`${F}.VACCINE`)}
              value={values.dci}
              onChange={(dci) => set({ dci })}
              loading={!vaccines}
              options={(vaccines?.vaccines ?? []).map((v) => ({ value: v.id, label: language === 'ar' ? v.nameAr : v.name }))}
            />
          </Form.Item>
          <Form.Item label={t(`${F}.LOT`)} required validateStatus={help('lotNumber') ? 'error' : undefined} help={help('lotNumber')}>
            <Input
              aria-label={t(`${F}.LOT`)}
              value={values.lotNumber}
              maxLength={VACCINATION_LIMITS.lotMax}
              onChange={(event) => set({ lotNumber: event.target.value })}
            />
          </Form.Item>
          <Form.Item label={t(`${F}.SITE`)} required validateStatus={help('injectionSite') ? 'error' : undefined} help={help('injectionSite')}>
            <Select<string>
              aria-label={t(`${F}.SITE`)}
              value={values.injectionSite}
              onChange={(injectionSite) => set({ injectionSite })}
              options={injectionSiteOptions(sites?.options ?? [], language)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
