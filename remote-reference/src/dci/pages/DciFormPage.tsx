import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Form, Input, Select, Spin } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { REFERENCE_LIMITS, VACCINE_CATEGORIES, VACCINE_TYPES, type DciInput, type VaccineCategory, type VaccineType } from '@evax/shared/contract';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import { normalizeText } from '@evax/shared/validation';
import { createDci, fetchDci, updateDci } from '../api';
import { AGE_OPTIONS } from '../components/age-options';
import { ageLabel } from '../components/age-range';
import { FormFooter, StatusSwitch } from '../../common/components/FormParts';
import { fieldErrorsOf } from '../../common/components/server-errors';
import { DCI_PATHS } from '../paths';

interface DciValues {
  name: string;
  vaccineType: VaccineType | '';
  vaccineCategory: VaccineCategory | '';
  ageRange: string[];
  is_active: boolean;
}

const EMPTY: DciValues = { name: '', vaccineType: '', vaccineCategory: '', ageRange: [], is_active: true };

// Messages are translation keys, translated where shown.
const schema = yup.object({
  name: yup
    .string()
    .transform((value: string) => normalizeText(value ?? ''))
    .required('ERROR.CODE.VALIDATION.REQUIRED')
    .min(REFERENCE_LIMITS.nameMin, 'ERROR.CODE.VALIDATION.TOO_SHORT')
    .max(REFERENCE_LIMITS.nameMax, 'ERROR.CODE.VALIDATION.TOO_LONG'),
  vaccineType: yup.string().required('ERROR.CODE.VALIDATION.REQUIRED').oneOf([...VACCINE_TYPES], 'ERROR.CODE.VALIDATION.INVALID_CHOICE'),
  vaccineCategory: yup.string().required('ERROR.CODE.VALIDATION.REQUIRED').oneOf([...VACCINE_CATEGORIES], 'ERROR.CODE.VALIDATION.INVALID_CHOICE'),
  ageRange: yup.array(yup.string().required()).max(REFERENCE_LIMITS.ageRangeMax, 'ERROR.CODE.VALIDATION.TOO_LONG'),
  is_active: yup.boolean(),
});

/** /admin/add/new and /admin/edit/{id}/dci: create or edit a DCI. */
export default function DciFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const editing = id !== undefined;
  const [initial, setInitial] = useState<DciValues | null>(editing ? null : EMPTY);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    fetchDci(id, controller.signal).then(
      (dci) => setInitial({ name: dci.name, vaccineType: dci.vaccineType as VaccineType, vaccineCategory: dci.vaccineCategory as VaccineCategory, ageRange: dci.ageRange, is_active: dci.is_active }),
      (failure: unknown) => {
        const error = toApiError(failure);
        if (!error.canceled && !controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, [id]);

  const formik = useFormik<DciValues>({
    initialValues: initial ?? EMPTY,
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setSaveError(null);
      const input: DciInput = {
        name: normalizeText(values.name),
        vaccineType: values.vaccineType as VaccineType,
        vaccineCategory: values.vaccineCategory as VaccineCategory,
        ageRange: values.ageRange,
        is_active: values.is_active,
      };
      try {
        if (id === undefined) await createDci(input);
        else await updateDci(id, input);
        navigate(DCI_PATHS.list, { state: { notice: 'REFERENCE.MESSAGES.SAVED' } });
      } catch (failure) {
        const error = toApiError(failure);
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length > 0) {
          helpers.setErrors(fields);
          void helpers.setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])), false);
        }
        setSaveError(error);
      }
    },
  });

  const ageOptions = useMemo(
    () => [...new Set([...AGE_OPTIONS, ...formik.values.ageRange])].map((code) => ({ value: code, label: ageLabel(code, t) })),
    [formik.values.ageRange, t],
  );

  const fieldStatus = (name: keyof DciValues) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    return typeof error === 'string' ? { validateStatus: 'error' as const, help: t(error) } : {};
  };

  if (loadError) return <Alert type="error" showIcon title={t(loadError.key)} />;
  if (!initial) return <Spin />;

  return (
    <Card title={t(editing ? 'REFERENCE.DCI.FORM.EDIT_TITLE' : 'REFERENCE.DCI.FORM.ADD_TITLE')}>
      <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ maxInlineSize: 640 }}>
        {saveError && <Alert type="error" showIcon title={t(saveError.key)} style={{ marginBlockEnd: 16 }} />}
        <Form.Item label={t('REFERENCE.DCI.COLUMNS.NAME')} htmlFor="dci-name" required {...fieldStatus('name')}>
          <Input id="dci-name" name="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} maxLength={REFERENCE_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item label={t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE')} htmlFor="dci-vaccine-type" required {...fieldStatus('vaccineType')}>
          <Select
            id="dci-vaccine-type"
            value={formik.values.vaccineType || undefined}
            options={VACCINE_TYPES.map((code) => ({ value: code, label: t(`REFERENCE.DCI.VACCINE_TYPE.${code}`) }))}
            onChange={(value) => void formik.setFieldValue('vaccineType', value)}
            onBlur={() => void formik.setFieldTouched('vaccineType', true)}
          />
        </Form.Item>
        <Form.Item label={t('REFERENCE.DCI.COLUMNS.CATEGORY')} htmlFor="dci-vaccine-category" required {...fieldStatus('vaccineCategory')}>
          <Select
            id="dci-vaccine-category"
            value={formik.values.vaccineCategory || undefined}
            options={VACCINE_CATEGORIES.map((code) => ({ value: code, label: t(`REFERENCE.DCI.CATEGORY.${code}`) }))}
            onChange={(value) => void formik.setFieldValue('vaccineCategory', value)}
            onBlur={() => void formik.setFieldTouched('vaccineCategory', true)}
          />
        </Form.Item>
        <Form.Item label={t('REFERENCE.DCI.COLUMNS.AGE_RANGE')} htmlFor="dci-age-range" extra={t('REFERENCE.DCI.FORM.AGE_RANGE_HINT')} {...fieldStatus('ageRange')}>
          <Select
            id="dci-age-range"
            mode="multiple"
            allowClear
            value={formik.values.ageRange}
            options={ageOptions}
            optionFilterProp="label"
            onChange={(value: string[]) => void formik.setFieldValue('ageRange', value)}
            onBlur={() => void formik.setFieldTouched('ageRange', true)}
          />
        </Form.Item>
        <StatusSwitch id="dci-active" checked={formik.values.is_active} onChange={(checked) => void formik.setFieldValue('is_active', checked)} {...fieldStatus('is_active')} />
        <FormFooter submitting={formik.isSubmitting} onCancel={() => navigate(DCI_PATHS.list)} />
      </Form>
    </Card>
  );
}
