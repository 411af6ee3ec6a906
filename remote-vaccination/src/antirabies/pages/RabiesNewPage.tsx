import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';
import { formatDate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { fieldsSchema, SchemaFields, StepForm, type FormStep } from '@evax/shared/ui';
import { plannedDates, tunisToday } from '@evax/shared/validation';
import { VACCINATION_KIND_ROUTES } from '../../route-paths';
import { RABIES_KEY, rabiesApi } from '../api';
import { emptySheet, sheetBody, sheetCategory, sheetProtocol, sheetSteps, type RabiesSheetValues, type SheetStepKey } from '../components/rabies-sheet-fields';
import { rabiesDetailsPath } from '../paths';

const T = 'VACCINATION.RABIES';
const SAVE_STEP_FIELDS = ['regimen'];

/** The WHO category of the values, shown live from the shared rule. */
export function LiveCategory({ values }: { values: RabiesSheetValues }) {
  const { t } = useTranslation();
  const category = sheetCategory(values);
  return (
    <Alert
      type={category === 'III' ? 'warning' : 'info'}
      showIcon
      data-testid="live-category"
      title={category ? t(`${T}.LIVE_CATEGORY`, { category: t(`${T}.CATEGORIES.${category}`) }) : t(`${T}.LIVE_CATEGORY_PENDING`)}
    />
  );
}

/** Step 5: the protocol the shared rule proposes, its visits planned from today. */
function ProposedProtocol({ values }: { values: RabiesSheetValues }) {
  const { t } = useTranslation();
  const protocol = sheetProtocol(values);
  const dates = plannedDates(protocol.visits, tunisToday(new Date()));
  return (
    <Flex vertical gap="middle">
      <LiveCategory values={values} />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t(`${T}.COLUMNS.TYPE`)}>{t(`${T}.TYPES.${protocol.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t(`${T}.FIELDS.REGIMEN`)}>{t(`${T}.REGIMENS.${protocol.regimen}`)}</Descriptions.Item>
        <Descriptions.Item label={t(`${T}.FIELDS.SERUM_REQUIRED`)}>{t(protocol.serum.required ? `${T}.YES` : `${T}.NO`)}</Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="day"
        size="small"
        pagination={false}
        data-testid="proposed-protocol"
        dataSource={protocol.visits.map((visit, index) => ({ day: visit.day, date: dates[index]! }))}
        columns={[
          { key: 'day', title: t(`${T}.COLUMNS.DAY`), render: (_, visit) => t(`${T}.DAY`, { day: visit.day }) },
          { key: 'date', title: t(`${T}.COLUMNS.PLANNED`), render: (_, visit) => formatDate(visit.date) },
        ]}
        locale={{ emptyText: t(`${T}.NO_DOSES`) }}
      />
    </Flex>
  );
}

/** The five steps, once the citizen is known to have no sheet in progress. */
export function RabiesSheetForm({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const initialValues = useMemo(emptySheet, []);
  const fields = useMemo(() => sheetSteps(language), [language]);
  const section = (key: SheetStepKey, extra?: (values: RabiesSheetValues) => ReactNode): FormStep<RabiesSheetValues> => ({
    key,
    title: t(`${T}.STEPS.${key.toUpperCase()}`),
    validationSchema: fieldsSchema(fields[key]),
    render: (form) => (
      <Flex vertical gap="small">
        <SchemaFields fields={fields[key]} id={`rabies-${key}`} />
        {extra?.(form.values)}
      </Flex>
    ),
  });
  const steps: FormStep<RabiesSheetValues>[] = [
    section('citizen'),
    section('aggression', (values) => <LiveCategory values={values} />),
    section('animal'),
    section('history'),
    section('schedule', (values) => <ProposedProtocol values={values} />),
  ];
  const save = async (values: RabiesSheetValues) => {
    const created = await rabiesApi.create(sheetBody(evaxNumber, values));
    notify.success(`${T}.SAVED`);
    navigate(rabiesDetailsPath(created.ficheId));
  };
  return (
    <StepForm<RabiesSheetValues>
      steps={steps}
      initialValues={initialValues}
      onSubmit={save}
      saveLabel={`${T}.SAVE_SHEET`}
      // The save is refused on the last step: the server's message on its own field (the regimen), any other (a second animal missing) above.
      shownErrors={SAVE_STEP_FIELDS}
    />
  );
}

/** /admin/vaccine/antirabique-vaccination/new/:evaxNumber: refused when a sheet is in progress, otherwise the five steps. */
export default function RabiesNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: check, error } = useResource(wellFormed ? [...RABIES_KEY, 'in-progress', evaxNumber] : null, (signal) =>
    rabiesApi.inProgress(evaxNumber, signal),
  );
  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!check) return <Spin />;
  return (
    <Card
      title={
        <Space>
          {t(`${T}.TITLES.NEW`)}
          <Tag color="blue">
            <bdi>{evaxNumber}</bdi>
          </Tag>
        </Space>
      }
      extra={<Button onClick={() => navigate(VACCINATION_KIND_ROUTES.rabiesList)}>{t('COMMON.ACTIONS.BACK')}</Button>}
    >
      {check.inProgress ? (
        <Alert
          type="error"
          showIcon
          data-testid="sheet-in-progress"
          title={t('ERROR.CODE.SHEET_IN_PROGRESS')}
          action={check.ficheId ? <Button onClick={() => navigate(rabiesDetailsPath(check.ficheId!))}>{t(`${T}.OPEN_SHEET`)}</Button> : undefined}
        />
      ) : (
        <RabiesSheetForm evaxNumber={evaxNumber} />
      )}
    </Card>
  );
}
