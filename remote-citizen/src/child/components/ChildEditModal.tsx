import { useMemo, useState } from 'react';
import { Alert, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  PERMISSIONS,
  type ChildDetail,
  type DuplicateCandidate,
  type DuplicateCandidatesResponse,
  type FieldError,
  type RoutineFolder,
} from '@evax/shared/contract';
import { ApiError, formatDate, notify, toApiError, useLanguage, usePermission, useResource } from '@evax/shared/runtime';
import { LtrText, SchemaForm, type FormValues } from '@evax/shared/ui';
import { birthDateChanges, childErrors, tunisToday, type BookletChange } from '@evax/shared/validation';
import { childCardPath } from '../../common/links';
import { nationalityOptions } from '../../common/nationalities';
import { CHILD_KEY } from '../../common/resource-keys';
import { fetchRoutineFolder, updateChild } from '../api';
import { childBody, childFields } from './add/child-fields';
import { DuplicatesPanel } from './add/DuplicatesPanel';

/** The card's record as the form's values (the add form's names; places by id). */
export function childFormValues(child: ChildDetail): FormValues {
  return {
    firstNameFr: child.firstNameFr,
    lastNameFr: child.lastNameFr,
    firstNameAr: child.firstNameAr,
    lastNameAr: child.lastNameAr,
    birthDate: child.birthDate,
    gender: child.gender,
    fatherFirstNameFr: child.fatherFirstNameFr ?? '',
    fatherFirstNameAr: child.fatherFirstNameAr ?? '',
    paternalGrandfatherFirstNameFr: child.paternalGrandfatherFirstNameFr ?? '',
    paternalGrandfatherFirstNameAr: child.paternalGrandfatherFirstNameAr ?? '',
    motherFirstNameFr: child.motherFirstNameFr ?? '',
    motherLastNameFr: child.motherLastNameFr ?? '',
    motherFirstNameAr: child.motherFirstNameAr ?? '',
    motherLastNameAr: child.motherLastNameAr ?? '',
    bornInTunisia: child.bornInTunisia,
    birthGovernorate: child.birthGovernorate?.id ?? '',
    birthDelegation: child.birthDelegation?.id ?? '',
    birthCommune: child.birthCommune ?? '',
    birthType: child.birthType,
    birthWeightKg: child.birthWeightKg,
    birthHeightCm: child.birthHeightCm,
    birthHeadCircumferenceCm: child.birthHeadCircumferenceCm,
    nationality: child.nationality,
    nationalId: child.nationalId ?? '',
    socialSecurityNumber: child.socialSecurityNumber ?? '',
    passportNumber: child.passportNumber ?? '',
    note: child.note ?? '',
  };
}

/** The API names the child's fields `child.<field>`; the form names them `<field>`. */
function onFormFields(failure: unknown): unknown {
  const error = toApiError(failure);
  const fields = error.envelope?.fields as Record<string, FieldError[]> | undefined;
  if (!fields) return error;
  const renamed = Object.fromEntries(Object.entries(fields).map(([path, list]) => [path.replace(/^child\./, ''), list]));
  return new ApiError({ status: error.status, envelope: { ...error.envelope!, fields: renamed }, message: error.message });
}

/** Which doses of the booklet change state or date with the birth date typed (issue 30), before saving. */
export function BirthDateChangesTable({ changes }: { changes: BookletChange[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const said = (side: BookletChange['before']) => (
    <span>
      {t(`CITIZEN.CHILD_EDIT.STATES.${side.state}`)}
      {side.date ? (
        <>
          {' '}
          <LtrText>{formatDate(side.date)}</LtrText>
        </>
      ) : null}
    </span>
  );
  const columns: TableColumnsType<BookletChange> = [
    {
      key: 'dose',
      title: t('CITIZEN.CHILD_EDIT.CHANGES.DOSE'),
      render: (_, change) => <bdi>{`${language === 'ar' ? change.entry.dciNameAr : change.entry.dciName} - ${change.entry.doseNumber}`}</bdi>,
    },
    { key: 'before', title: t('CITIZEN.CHILD_EDIT.CHANGES.BEFORE'), render: (_, change) => said(change.before) },
    { key: 'after', title: t('CITIZEN.CHILD_EDIT.CHANGES.AFTER'), render: (_, change) => said(change.after) },
  ];
  return (
    <div data-testid="birth-date-changes">
      <Typography.Text strong>{t(changes.length > 0 ? 'CITIZEN.CHILD_EDIT.CHANGES.TITLE' : 'CITIZEN.CHILD_EDIT.CHANGES.NONE')}</Typography.Text>
      {changes.length > 0 ? (
        <Table<BookletChange> size="small" rowKey={(change) => change.entry.scheduleDose} columns={columns} dataSource={changes} pagination={false} />
      ) : null}
    </div>
  );
}

export interface ChildEditModalProps {
  open: boolean;
  child: ChildDetail;
  onClose: () => void;
  /** After the record was saved, with the record as the API answered it. */
  onSaved: (child: ChildDetail) => void;
}

/**
 * "Correct the child's record" of the card's edit menu (issue 30): the child's fields of the add
 * form, pre-filled, with the same rules (the child stays Tunisian or foreign as registered). A
 * birth date typed shows, before saving, which doses of the booklet change state or date
 * (birthDateChanges over the booklet loaded once); the server's refusals show on their fields (a
 * birth date after a given dose on the birth date), likely duplicates side by side to confirm.
 */
export function ChildEditModal({ open, child, onClose, onSaved }: ChildEditModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const canReadBooklet = usePermission(PERMISSIONS.vaccination.viewRoutine);
  const fields = useMemo(() => childFields(language, nationalityOptions(language)), [language]);
  const initialValues = useMemo(() => childFormValues(child), [child]);
  const { data: folder } = useResource<RoutineFolder>(open && canReadBooklet ? [...CHILD_KEY, child.evaxNumber, 'booklet'] : null, (signal) =>
    fetchRoutineFolder(child.evaxNumber, signal),
  );
  const [pending, setPending] = useState<{ values: FormValues; candidates: DuplicateCandidate[] } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);

  const saved = (record: ChildDetail) => {
    notify.success('CITIZEN.CHILD_EDIT.SAVED');
    setPending(null);
    onSaved(record);
    onClose();
  };
  const save = async (values: FormValues) => {
    try {
      saved(await updateChild(child.evaxNumber, { child: childBody(values) }));
    } catch (failure) {
      const error = toApiError(failure);
      const candidates = (error.envelope as Partial<DuplicateCandidatesResponse> | null)?.candidates;
      if (error.status === 409 && candidates?.length) {
        setConfirmFailure(null);
        setPending({ values, candidates });
        return;
      }
      throw onFormFields(failure);
    }
  };
  const confirmDifferent = async () => {
    if (!pending) return;
    setConfirming(true);
    try {
      saved(await updateChild(child.evaxNumber, { child: childBody(pending.values), confirmNotDuplicate: true }));
    } catch (failure) {
      setConfirmFailure(toApiError(failure).key);
    } finally {
      setConfirming(false);
    }
  };
  const preview = (values: FormValues) => {
    const typed = typeof values.birthDate === 'string' ? values.birthDate : '';
    if (!folder || !/^\d{4}-\d{2}-\d{2}$/.test(typed) || typed === child.birthDate) return null;
    const changes = birthDateChanges(folder.entries, { gender: child.gender, fromBirthDate: child.birthDate, toBirthDate: typed }, tunisToday());
    return <BirthDateChangesTable changes={changes} />;
  };

  return (
    <Modal open={open} title={t('CITIZEN.CHILD_EDIT.TITLE')} onCancel={onClose} footer={null} width={1000} destroyOnHidden>
      {pending ? (
        <DuplicatesPanel
          entered={childBody(pending.values)}
          enteredGovernorate=""
          candidates={pending.candidates}
          confirming={confirming}
          failure={confirmFailure}
          onOpen={(evaxNumber) => {
            onClose();
            navigate(childCardPath(evaxNumber));
          }}
          onConfirmDifferent={() => void confirmDifferent()}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <div hidden={pending !== null}>
        {child.foreign ? <Alert type="info" showIcon title={t('CITIZEN.CHILD_ADD.FOREIGN_HINT')} /> : null}
        <SchemaForm
          id="child-edit"
          fields={fields}
          initialValues={initialValues}
          rules={(values) => childErrors(values as never, { foreign: child.foreign })}
          submitLabel="COMMON.ACTIONS.SAVE"
          onCancel={onClose}
          onSubmit={save}
        >
          {(form) => preview(form.values)}
        </SchemaForm>
      </div>
    </Modal>
  );
}
