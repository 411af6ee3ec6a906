import { useMemo } from 'react';
import { Alert, Button, Card, Divider, Flex, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { RABIES_ERROR_KEYS, type RabiesFiche } from '@evax/shared/contract';
import { invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { fieldsSchema, SchemaFields, StepForm } from '@evax/shared/ui';
import { ChildHeading } from '../../common/components/ChildHeading';
import { RABIES_KEY, rabiesApi, rabiesDetailsKey } from '../api';
import { firstUpdateBody, firstUpdateSections, sheetValues, type RabiesSheetValues } from '../components/rabies-sheet-fields';
import { rabiesDetailsPath } from '../paths';

const T = 'VACCINATION.RABIES';
const U = `${T}.FIRST_UPDATE`;
const SECTION_TITLES = { animal: `${T}.STEPS.ANIMAL`, history: `${T}.STEPS.HISTORY`, contact: `${U}.CONTACT` } as const;

/** The sections the first update may change, prefilled from the sheet; saved once the user confirms it is the only one. */
function FirstUpdateForm({ sheet }: { sheet: RabiesFiche }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const [modal, holder] = Modal.useModal();
  const sections = useMemo(() => firstUpdateSections(language, sheet.serumRequired), [language, sheet.serumRequired]);
  const initialValues = useMemo(() => sheetValues(sheet), [sheet]);
  const schema = useMemo(() => fieldsSchema(Object.values(sections).flat()), [sections]);

  const save = async (values: RabiesSheetValues) => {
    const confirmed = await modal.confirm({
      title: t(`${U}.CONFIRM_TITLE`),
      content: t(`${U}.CONFIRM_MESSAGE`),
      okText: t(`${U}.CONFIRM`),
      cancelText: t('COMMON.ACTIONS.CANCEL'),
    });
    if (!confirmed) return;
    await rabiesApi.firstUpdate(firstUpdateBody(sheet.id, values, sheet.serumRequired));
    notify.success(`${U}.SAVED`);
    invalidate(RABIES_KEY);
    navigate(rabiesDetailsPath(sheet.id));
  };
  return (
    <>
      {holder}
      <StepForm<RabiesSheetValues>
        steps={[
          {
            key: 'first-update',
            title: t(`${T}.TITLES.EDIT`),
            validationSchema: schema,
            render: () =>
              (Object.keys(sections) as (keyof typeof sections)[]).map((key) => (
                <section key={key}>
                  <Divider titlePlacement="start">{t(SECTION_TITLES[key])}</Divider>
                  <SchemaFields fields={sections[key]} id={`rabies-${key}`} />
                </section>
              )),
          },
        ]}
        initialValues={initialValues}
        onSubmit={save}
        saveLabel={`${U}.SAVE`}
      />
    </>
  );
}

/**
 * /admin/vaccine/antirabique-vaccination/edit/:id: the sheet's first update (once only, spec 2 §4): the animals, the
 * medical history with the serum, the phone. The category and protocol stay those of the sheet.
 */
export default function RabiesEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const sheetId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: sheet, error } = useResource(sheetId ? rabiesDetailsKey(sheetId) : null, (signal) => rabiesApi.details(sheetId ?? 0, signal));

  if (!sheetId) return <Alert type="error" showIcon title={t(RABIES_ERROR_KEYS.sheetNotFound)} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!sheet || sheet.id !== sheetId) return <Spin />;

  // The server refuses these too; said before the form is filled.
  const refusal = sheet.firstUpdated ? RABIES_ERROR_KEYS.protocolCannotBeUpdated : sheet.state !== 'IN_PROGRESS' ? RABIES_ERROR_KEYS.sheetNotInProgress : null;
  const category = sheet.exposureCategory ? t(`${T}.CATEGORIES.${sheet.exposureCategory}`) : t(`${U}.NO_CATEGORY`);
  return (
    <Card
      title={<ChildHeading child={sheet.citizen} title={t(`${T}.TITLES.EDIT`)} />}
      extra={<Button onClick={() => navigate(rabiesDetailsPath(sheet.id))}>{t('COMMON.ACTIONS.BACK')}</Button>}
    >
      <Flex vertical gap="middle">
        {refusal ? (
          <Alert type="error" showIcon data-testid="first-update-refused" title={t(refusal)} />
        ) : (
          <>
            <Alert type="info" showIcon data-testid="first-update-note" title={t(`${U}.NOTE`, { category, regimen: t(`${T}.REGIMENS.${sheet.regimen}`) })} />
            <FirstUpdateForm sheet={sheet} />
          </>
        )}
      </Flex>
    </Card>
  );
}
