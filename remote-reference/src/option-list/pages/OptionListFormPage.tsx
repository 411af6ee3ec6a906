import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Card, Col, Form, Input, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { LIMITS, REFERENCE_LIMITS, type DefaultOption } from '@evax/shared/contract';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import { normalizeText } from '@evax/shared/validation';
import { createOptionList, fetchOptionList, updateOptionList } from '../api';
import { AddedOptionsEditor } from '../components/AddedOptionsEditor';
import { DefaultOptionsTable } from '../components/DefaultOptionsTable';
import { FormFooter, StatusSwitch } from '../../common/components/FormParts';
import { addedOptionInputs, draftOf, emptyOption, optionListFormErrors, type OptionListDraftValues } from '../components/option-draft';
import { fieldErrorsOf } from '../../common/components/server-errors';
import { withId } from '../../common/paths';
import { OPTION_LIST_PATHS } from '../paths';

const EMPTY: OptionListDraftValues = { code: '', nameFr: '', nameAr: '', is_active: true, added: [] };

/** /admin/lists/new and /admin/lists/{id}/edit: an option list, its default options read-only and its added options. */
export default function OptionListFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const creating = id === undefined;
  const [values, setValues] = useState<OptionListDraftValues | null>(creating ? { ...EMPTY, added: [emptyOption()] } : null);
  const [defaults, setDefaults] = useState<DefaultOption[]>([]);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    fetchOptionList(id, controller.signal).then(
      (list) => {
        setDefaults(list.defaultOptionSet);
        setValues({ code: list.code, nameFr: list.nameFr, nameAr: list.nameAr, is_active: list.is_active, added: list.addedOptionSet.map(draftOf) });
      },
      (failure: unknown) => {
        const error = toApiError(failure);
        if (!error.canceled && !controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, [id]);

  const clientErrors = useMemo(() => (values ? optionListFormErrors(values, defaults, creating) : {}), [values, defaults, creating]);
  /** A field's message: the server's (until the next change), else the rule's once the field was left or the form sent. */
  const errorOf = (field: string): string | undefined => {
    const key = serverErrors[field] ?? ((submitted || touched.has(field)) ? clientErrors[field] : undefined);
    return key ? t(key, { max: LIMITS.optionListMax }) : undefined;
  };
  const statusOf = (field: string) => {
    const help = errorOf(field);
    return help ? { validateStatus: 'error' as const, help } : {};
  };
  const touch = (field: string) => setTouched((before) => new Set(before).add(field));

  const change = (patch: Partial<OptionListDraftValues>) => {
    setValues((before) => (before ? { ...before, ...patch } : before));
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0) return;
    setSubmitting(true);
    setSaveError(null);
    const common = { nameFr: normalizeText(values.nameFr), nameAr: normalizeText(values.nameAr), is_active: values.is_active, addedOptionSet: addedOptionInputs(values.added) };
    try {
      const saved = creating ? await createOptionList({ code: values.code.trim(), ...common }) : await updateOptionList(id, common);
      navigate(withId(OPTION_LIST_PATHS.show, saved.id), { state: { notice: 'REFERENCE.MESSAGES.SAVED' } });
    } catch (failure) {
      const error = toApiError(failure);
      setServerErrors(fieldErrorsOf(error));
      setSaveError(error);
      setSubmitting(false);
    }
  };

  if (loadError) return <Alert type="error" showIcon title={t(loadError.key)} />;
  if (!values) return <Spin />;

  const text = (field: 'code' | 'nameFr' | 'nameAr', inputId: string, max: number | undefined, dir?: 'rtl' | 'ltr') => (
    <Input
      id={inputId}
      dir={dir}
      value={values[field]}
      maxLength={max}
      onChange={(event) => change({ [field]: field === 'code' ? event.target.value.toUpperCase() : event.target.value })}
      onBlur={() => touch(field)}
    />
  );

  return (
    <Card title={t(creating ? 'REFERENCE.LISTS.FORM.ADD_TITLE' : 'REFERENCE.LISTS.FORM.EDIT_TITLE')}>
      <Form layout="vertical" component="div">
        <form onSubmit={(event) => void submit(event)} noValidate>
          {saveError && <Alert type="error" showIcon title={t(saveError.key)} style={{ marginBlockEnd: 16 }} />}
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('REFERENCE.LISTS.COLUMNS.NAME_FR')} htmlFor="list-name-fr" required {...statusOf('nameFr')}>
                {text('nameFr', 'list-name-fr', REFERENCE_LIMITS.nameMax, 'ltr')}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('REFERENCE.LISTS.COLUMNS.NAME_AR')} htmlFor="list-name-ar" required {...statusOf('nameAr')}>
                {text('nameAr', 'list-name-ar', REFERENCE_LIMITS.nameMax, 'rtl')}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('REFERENCE.LISTS.COLUMNS.CODE')} htmlFor="list-code" required={creating} extra={creating ? t('REFERENCE.LISTS.FORM.CODE_HINT') : undefined} {...statusOf('code')}>
                {creating ? text('code', 'list-code', undefined, 'ltr') : <Typography.Text id="list-code" code>{values.code}</Typography.Text>}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <StatusSwitch id="list-active" checked={values.is_active} onChange={(checked) => change({ is_active: checked })} {...statusOf('is_active')} />
            </Col>
          </Row>
          {defaults.length > 0 && (
            <section aria-labelledby="list-default-options">
              <Typography.Title level={5} id="list-default-options">
                {t('REFERENCE.LISTS.FORM.DEFAULT_OPTIONS')}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{t('REFERENCE.LISTS.FORM.DEFAULT_HINT')}</Typography.Paragraph>
              <DefaultOptionsTable options={defaults} />
            </section>
          )}
          <AddedOptionsEditor options={values.added} onChange={(added) => change({ added })} onTouch={touch} errorOf={errorOf} />
          <FormFooter submitting={submitting} onCancel={() => navigate(creating ? OPTION_LIST_PATHS.list : withId(OPTION_LIST_PATHS.show, id))} />
        </form>
      </Form>
    </Card>
  );
}
