import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, Select, Space, Spin, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  PERMISSIONS,
  RABIES_CLOSURE_REASONS,
  RABIES_LIMITS,
  RABIES_OBSERVED_STATES,
  type RabiesClosureReason,
  type RabiesDose,
  type RabiesFiche,
  type RabiesObservedState,
} from '@evax/shared/contract';
import { Can, formatDate, invalidate, notify, useResource } from '@evax/shared/runtime';
import { ChildHeading } from '../../common/components/ChildHeading';
import { VACCINATION_KIND_ROUTES } from '../../route-paths';
import { RABIES_KEY, rabiesApi, rabiesDetailsKey } from '../api';
import { RabiesSheetDetails } from '../components/RabiesSheetDetails';
import { RabiesStateTag } from '../components/RabiesStateTag';
import { RecordDose } from '../components/RecordDose';
import { editRabiesPath } from '../paths';

const T = 'VACCINATION.RABIES';
const { vaccination } = PERMISSIONS;

/** A planned dose's state: given, late (its day is past), planned. */
function DoseState({ dose }: { dose: RabiesDose }) {
  const { t } = useTranslation();
  if (dose.done) return <Tag color="green">{t(`${T}.DOSE_STATES.DONE`)}</Tag>;
  if (dose.late) return <Tag color="red">{t(`${T}.DOSE_STATES.LATE`)}</Tag>;
  return <Tag>{t(`${T}.DOSE_STATES.PLANNED`)}</Tag>;
}

/** The animal's state on one observation period: shown once set (locked), otherwise chosen once, confirmed. */
function AnimalStateField({ sheet, field }: { sheet: RabiesFiche; field: 'animalStateD0To7' | 'animalStateD7To14' }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<RabiesObservedState>();
  const value = sheet[field];
  if (value) return <Tag icon={null}>{t(`${T}.OBSERVED_STATES.${value}`)}</Tag>;
  if (sheet.state !== 'IN_PROGRESS') return <span>-</span>;
  return (
    <Can permission={vaccination.editRabies} fallback={<span>-</span>}>
      <Space.Compact>
        <Select<RabiesObservedState>
          aria-label={t(`${T}.FIELDS.${field === 'animalStateD0To7' ? 'ANIMAL_D0_7' : 'ANIMAL_D7_14'}`)}
          style={{ minWidth: 200 }}
          value={choice}
          onChange={setChoice}
          options={RABIES_OBSERVED_STATES.map((state) => ({ value: state, label: t(`${T}.OBSERVED_STATES.${state}`) }))}
        />
        <Popconfirm
          title={t(`${T}.ANIMAL_STATE_CONFIRM`)}
          disabled={!choice}
          onConfirm={async () => {
            try {
              await rabiesApi.updateAnimalState(sheet.id, { [field]: choice });
              notify.success(`${T}.SAVED`);
              invalidate(RABIES_KEY);
            } catch (error) {
              notify.failure(error);
            }
          }}
        >
          <Button disabled={!choice}>{t('COMMON.ACTIONS.SAVE')}</Button>
        </Popconfirm>
      </Space.Compact>
    </Can>
  );
}

/** Closure with a reason (and a note), asked in a modal. */
function CloseSheet({ sheet }: { sheet: RabiesFiche }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<RabiesClosureReason>();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t(`${T}.CLOSE`)}</Button>
      <Modal
        open={open}
        title={t(`${T}.CLOSE_CONFIRM`)}
        okText={t(`${T}.CLOSE`)}
        cancelText={t('COMMON.ACTIONS.CANCEL')}
        okButtonProps={{ disabled: !reason, loading: saving, danger: true }}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          if (!reason) return;
          setSaving(true);
          try {
            await rabiesApi.close(sheet.id, { reason, note: note.trim() || undefined });
            notify.success(`${T}.CLOSED`);
            setOpen(false);
            invalidate(RABIES_KEY);
          } catch (error) {
            notify.failure(error);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form layout="vertical">
          <Form.Item label={t(`${T}.FIELDS.CLOSURE_REASON`)} required>
            <Select<RabiesClosureReason>
              aria-label={t(`${T}.FIELDS.CLOSURE_REASON`)}
              value={reason}
              onChange={setReason}
              options={RABIES_CLOSURE_REASONS.map((code) => ({ value: code, label: t(`${T}.CLOSURE_REASONS.${code}`) }))}
            />
          </Form.Item>
          <Form.Item label={t(`${T}.FIELDS.CLOSURE_NOTE`)}>
            <Input.TextArea
              aria-label={t(`${T}.FIELDS.CLOSURE_NOTE`)}
              value={note}
              maxLength={RABIES_LIMITS.textMax}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /admin/vaccine/antirabique-vaccination/details/:id: the sheet, its WHO category, its protocol and doses (the next one recorded), the animal states, the first update's link, closure and deletion. */
export default function RabiesDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const sheetId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: sheet, error } = useResource(sheetId ? rabiesDetailsKey(sheetId) : null, (signal) => rabiesApi.details(sheetId ?? 0, signal));

  if (!sheetId) return <Alert type="error" showIcon title={t('ERROR.CODE.SHEET_NOT_FOUND')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!sheet || sheet.id !== sheetId) return <Spin />;

  const inProgress = sheet.state === 'IN_PROGRESS';
  const nextDose = sheet.doses.find((dose) => !dose.done);
  const columns: TableColumnsType<RabiesDose> = [
    { key: 'day', title: t(`${T}.COLUMNS.DAY`), render: (_, dose) => t(`${T}.DAY`, { day: dose.day }) },
    { key: 'planned', title: t(`${T}.COLUMNS.PLANNED`), render: (_, dose) => formatDate(dose.plannedDate) },
    { key: 'sites', dataIndex: 'sites', title: t(`${T}.COLUMNS.SITES`), align: 'end', responsive: ['md'] },
    { key: 'given', title: t(`${T}.COLUMNS.GIVEN`), render: (_, dose) => (dose.givenDate ? formatDate(dose.givenDate) : '-') },
    { key: 'lot', dataIndex: 'lotNumber', title: t(`${T}.COLUMNS.LOT`), responsive: ['md'] },
    { key: 'state', title: t(`${T}.COLUMNS.STATE`), render: (_, dose) => <DoseState dose={dose} /> },
    {
      key: 'actions',
      title: t(`${T}.COLUMNS.ACTIONS`),
      // The visits are given in order: only the first one not given is offered.
      render: (_, dose) =>
        inProgress && dose.id === nextDose?.id ? (
          <Can permission={vaccination.addRabies}>
            <RecordDose sheet={sheet} dose={dose} />
          </Can>
        ) : null,
    },
  ];
  return (
    <Card
      title={<ChildHeading child={sheet.citizen} title={t(`${T}.TITLES.DETAILS`)} />}
      extra={
        <Space wrap>
          {inProgress && !sheet.firstUpdated && (
            <Can permission={vaccination.updateRabiesProtocol}>
              <Button onClick={() => navigate(editRabiesPath(sheet.id))}>{t(`${T}.FIRST_UPDATE.BUTTON`)}</Button>
            </Can>
          )}
          {inProgress && (
            <Can permission={vaccination.closeRabiesProtocol}>
              <CloseSheet sheet={sheet} />
            </Can>
          )}
          {sheet.state === 'TEMPORARILY_CLOSED' && (
            <Can permission={vaccination.closeRabiesProtocol}>
              <Popconfirm
                title={t(`${T}.REOPEN_CONFIRM`)}
                onConfirm={async () => {
                  try {
                    await rabiesApi.reopen(sheet.id);
                    notify.success(`${T}.REOPENED`);
                    invalidate(RABIES_KEY);
                  } catch (failure) {
                    notify.failure(failure);
                  }
                }}
              >
                <Button type="primary">{t(`${T}.REOPEN`)}</Button>
              </Popconfirm>
            </Can>
          )}
          <Can permission={vaccination.deleteRabies}>
            <Popconfirm
              title={t(`${T}.DELETE_CONFIRM`)}
              onConfirm={async () => {
                try {
                  await rabiesApi.remove(sheet.id);
                  notify.success(`${T}.DELETED`);
                  invalidate(RABIES_KEY);
                  navigate(VACCINATION_KIND_ROUTES.rabiesList);
                } catch (failure) {
                  notify.failure(failure);
                }
              }}
            >
              <Button danger>{t('COMMON.ACTIONS.DELETE')}</Button>
            </Popconfirm>
          </Can>
          <Button onClick={() => navigate(VACCINATION_KIND_ROUTES.rabiesList)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Space>
      }
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {sheet.openTooLong && <Alert type="warning" showIcon title={t(`${T}.OPEN_TOO_LONG`, { days: RABIES_LIMITS.openDaysFlag })} />}
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="rabies-sheet">
          <Descriptions.Item label={t(`${T}.COLUMNS.STATE`)}>
            <RabiesStateTag state={sheet.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.COLUMNS.OPENED_ON`)}>{formatDate(sheet.openedOn)}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.COLUMNS.TYPE`)}>{t(`${T}.TYPES.${sheet.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.COLUMNS.CATEGORY`)}>
            {sheet.exposureCategory ? (
              <Tag color={sheet.exposureCategory === 'III' ? 'red' : 'gold'}>{t(`${T}.CATEGORIES.${sheet.exposureCategory}`)}</Tag>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.FIELDS.REGIMEN`)}>{t(`${T}.REGIMENS.${sheet.regimen}`)}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.FIELDS.SERUM_REQUIRED`)}>{t(sheet.serumRequired ? `${T}.YES` : `${T}.NO`)}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.FIELDS.ATTACK_DATE`)}>{sheet.attackDate ? formatDate(sheet.attackDate) : '-'}</Descriptions.Item>
          {sheet.secondAttackDate && <Descriptions.Item label={t(`${T}.FIELDS.SECOND_ATTACK_DATE`)}>{formatDate(sheet.secondAttackDate)}</Descriptions.Item>}
          <Descriptions.Item label={t(`${T}.FIELDS.PREVIOUS_TREATMENT`)}>{t(`${T}.PREVIOUS_TREATMENTS.${sheet.previousTreatment}`)}</Descriptions.Item>
          <Descriptions.Item label={t(`${T}.FIELDS.ANIMAL_STATE`)}>{sheet.animalState ? t(`${T}.ANIMAL_STATES.${sheet.animalState}`) : '-'}</Descriptions.Item>
          {sheet.weightKg !== null && <Descriptions.Item label={t(`${T}.FIELDS.WEIGHT`)}>{t(`${T}.KG`, { value: sheet.weightKg })}</Descriptions.Item>}
          {sheet.phone && (
            <Descriptions.Item label={t(`${T}.FIELDS.PHONE`)}>
              <bdi>{sheet.phone}</bdi>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t(`${T}.COLUMNS.NEXT_DOSE`)}>{sheet.nextDoseDate ? formatDate(sheet.nextDoseDate) : '-'}</Descriptions.Item>
          {sheet.closureReason && (
            <Descriptions.Item label={t(`${T}.FIELDS.CLOSURE_REASON`)}>
              {t(`${T}.CLOSURE_REASONS.${sheet.closureReason}`)}
              {sheet.closedAt ? ` (${formatDate(sheet.closedAt)})` : ''}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t(`${T}.FIELDS.ANIMAL_D0_7`)}>
            <AnimalStateField sheet={sheet} field="animalStateD0To7" />
          </Descriptions.Item>
          <Descriptions.Item label={t(`${T}.FIELDS.ANIMAL_D7_14`)}>
            <AnimalStateField sheet={sheet} field="animalStateD7To14" />
          </Descriptions.Item>
        </Descriptions>
        <RabiesSheetDetails sheet={sheet} />
        <Table
          rowKey="id"
          columns={columns}
          dataSource={sheet.doses}
          pagination={false}
          scroll={{ x: true }}
          title={() => t(`${T}.PROTOCOL`)}
          locale={{ emptyText: t(`${T}.NO_DOSES`) }}
          data-testid="rabies-doses"
        />
      </Space>
    </Card>
  );
}
