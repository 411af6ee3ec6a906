import { useEffect, useState } from 'react';
import { Alert, Card, Form, Input, InputNumber, Spin } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PCT_CODE_PATTERN, REFERENCE_LIMITS, type SpecialtyInput } from '@evax/shared/contract';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import { normalizeText } from '@evax/shared/validation';
import { createSpecialty, fetchSpecialty, updateSpecialty } from '../api';
import { DciSelect } from '../../dci/components/DciSelect';
import { FormFooter, StatusSwitch } from '../../common/components/FormParts';
import { fieldErrorsOf } from '../../common/components/server-errors';
import { SPECIALTY_PATHS } from '../paths';

interface SpecialtyValues {
  dci: number | null;
  pctCode: string;
  commercialName: string;
  manufacturer: string;
  label: string;
  reminder: number | null;
  is_active: boolean;
}

const EMPTY: SpecialtyValues = { dci: null, pctCode: '', commercialName: '', manufacturer: '', label: '', reminder: null, is_active: true };

const name = () =>
  yup
    .string()
    .transform((value: string) => normalizeText(value ?? ''))
    .required('ERROR.CODE.VALIDATION.REQUIRED')
    .min(REFERENCE_LIMITS.nameMin, 'ERROR.CODE.VALIDATION.TOO_SHORT')
    .max(REFERENCE_LIMITS.nameMax, 'ERROR.CODE.VALIDATION.TOO_LONG');

// Messages are translation keys, translated where shown.
const schema = yup.object({
  dci: yup.number().nullable().required('ERROR.CODE.VALIDATION.REQUIRED'),
  pctCode: yup
    .string()
    .transform((value: string) => (value ?? '').trim())
    .required('ERROR.CODE.VALIDATION.REQUIRED')
    .matches(PCT_CODE_PATTERN, 'ERROR.CODE.VALIDATION.INVALID'),
  commercialName: name(),
  manufacturer: name(),
  label: yup.string().max(REFERENCE_LIMITS.labelMax, 'ERROR.CODE.VALIDATION.TOO_LONG'),
  reminder: yup
    .number()
    .nullable()
    .integer('ERROR.CODE.VALIDATION.INVALID')
    .min(REFERENCE_LIMITS.reminderMinDays, 'ERROR.CODE.VALIDATION.MIN_VALUE')
    .max(REFERENCE_LIMITS.reminderMaxDays, 'ERROR.CODE.VALIDATION.MAX_VALUE'),
  is_active: yup.boolean(),
});

/** /admin/specialtie/add/new and /admin/edit/{id}/specialtie: create or edit a specialty. */
export default function SpecialtyFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const editing = id !== undefined;
  const [initial, setInitial] = useState<SpecialtyValues | null>(editing ? null : EMPTY);
  const [dciName, setDciName] = useState<string | undefined>(undefined);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    fetchSpecialty(id, controller.signal).then(
      (row) => {
        setDciName(row.dciName);
        setInitial({
          dci: row.dci,
          pctCode: row.pctCode,
          commercialName: row.commercialName,
          manufacturer: row.manufacturer,
          label: row.label ?? '',
          reminder: row.reminder,
          is_active: row.is_active,
        });
      },
      (failure: unknown) => {
        const error = toApiError(failure);
        if (!error.canceled && !controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, [id]);

  const formik = useFormik<SpecialtyValues>({
    initialValues: initial ?? EMPTY,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setSaveError(null);
      const label = normalizeText(values.label);
      const input: SpecialtyInput = {
        dci: values.dci as number,
        pctCode: values.pctCode.trim(),
        commercialName: normalizeText(values.commercialName),
        manufacturer: normalizeText(values.manufacturer),
        label: label || null,
        reminder: values.reminder,
        is_active: values.is_active,
      };
      try {
        if (id === undefined) await createSpecialty(input);
        else await updateSpecialty(id, input);
        navigate(SPECIALTY_PATHS.list, { state: { notice: 'REFERENCE.MESSAGES.SAVED' } });
      } catch (failure) {
        const error = toApiError(failure);
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) {
          helpers.setErrors(fields);
          void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((field) => [field, true])), false);
        }
        setSaveError(error);
      }
    },
  });

  const fieldStatus = (field: keyof SpecialtyValues) => {
    const error = formik.touched[field] ? formik.errors[field] : undefined;
    return typeof error === 'string' ? { validateStatus: 'error' as const, help: t(error) } : {};
  };
  const text = (field: 'pctCode' | 'commercialName' | 'manufacturer' | 'label', max: number) => (
    <Input id={`specialty-${field}`} name={field} value={formik.values[field]} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={max} />
  );

  if (loadError) return <Alert type="error" showIcon title={t(loadError.key)} />;
  if (!initial) return <Spin />;

  return (
    <Card title={t(editing ? 'REFERENCE.SPECIALTY.FORM.EDIT_TITLE' : 'REFERENCE.SPECIALTY.FORM.ADD_TITLE')}>
      <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ maxInlineSize: 640 }}>
        {saveError && <Alert type="error" showIcon title={t(saveError.key)} style={{ marginBlockEnd: 16 }} />}
        <Form.Item label={t('REFERENCE.SPECIALTY.COLUMNS.DCI')} htmlFor="specialty-dci" required {...fieldStatus('dci')}>
          <DciSelect
            id="specialty-dci"
            value={formik.values.dci}
            initialName={dciName}
            onChange={(value) => void formik.setFieldValue('dci', value)}
            onBlur={() => void formik.setFieldTouched('dci', true)}
          />
        </Form.Item>
        <Form.Item label={t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE')} htmlFor="specialty-pctCode" required {...fieldStatus('pctCode')}>
          {text('pctCode', 10)}
        </Form.Item>
        <Form.Item label={t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME')} htmlFor="specialty-commercialName" required {...fieldStatus('commercialName')}>
          {text('commercialName', REFERENCE_LIMITS.nameMax)}
        </Form.Item>
        <Form.Item label={t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER')} htmlFor="specialty-manufacturer" required {...fieldStatus('manufacturer')}>
          {text('manufacturer', REFERENCE_LIMITS.nameMax)}
        </Form.Item>
        <Form.Item label={t('REFERENCE.SPECIALTY.COLUMNS.LABEL')} htmlFor="specialty-label" {...fieldStatus('label')}>
          {text('label', REFERENCE_LIMITS.labelMax)}
        </Form.Item>
        <Form.Item label={t('REFERENCE.SPECIALTY.FORM.REMINDER_DAYS')} htmlFor="specialty-reminder" extra={t('REFERENCE.SPECIALTY.FORM.REMINDER_HINT')} {...fieldStatus('reminder')}>
          <InputNumber<number>
            id="specialty-reminder"
            min={REFERENCE_LIMITS.reminderMinDays}
            max={REFERENCE_LIMITS.reminderMaxDays}
            precision={0}
            value={formik.values.reminder}
            onChange={(value) => void formik.setFieldValue('reminder', value ?? null)}
            onBlur={() => void formik.setFieldTouched('reminder', true)}
          />
        </Form.Item>
        <StatusSwitch id="specialty-active" checked={formik.values.is_active} onChange={(checked) => void formik.setFieldValue('is_active', checked)} {...fieldStatus('is_active')} />
        <FormFooter submitting={formik.isSubmitting} onCancel={() => navigate(SPECIALTY_PATHS.list)} />
      </Form>
    </Card>
  );
}
