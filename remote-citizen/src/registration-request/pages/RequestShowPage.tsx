import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, UNDECIDED_STATUSES, type RegistrationRequestDetail, type RegistrationStatus } from '@evax/shared/contract';
import { REGISTRATION_ROUTES } from '../../route-paths';
import { Can, formatDate, inLanguage, invalidate, notify, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { ConfirmModal } from '@evax/shared/ui';
import { acceptRequest, fetchRequest, REGISTRATION_KEY, rejectRequest, sendForInPersonCheck } from '../api';
import { identityLabel } from '../components/identity';
import { IdentityComparison } from '../components/IdentityComparison';
import { RejectRequestModal } from '../components/RejectRequestModal';
import { RequestStatusTag } from '../components/RequestStatusTag';
import { SupportingFileView } from '../components/SupportingFileView';

type Dialog = 'accept' | 'reject' | 'inPerson' | null;

const isUndecided = (status: RegistrationStatus) => (UNDECIDED_STATUSES as readonly RegistrationStatus[]).includes(status);

/**
 * Whether the request can be accepted (issue 27): undecided, and not in conflict with a registered
 * citizen (other names) nor for a citizen who has an account already. The API refuses them too.
 */
function acceptable(request: RegistrationRequestDetail): boolean {
  if (!isUndecided(request.status)) return false;
  const identity = request.identity;
  return !identity || (identity.kind !== 'conflict' && !identity.citizen?.hasAccount);
}

/**
 * One request: who, which paper, who decides it, the registered citizen its paper names beside it
 * (issue 27), the supporting file; while undecided, Accept (unless the identity forbids it), an
 * in-person check (while pending) and Reject, each behind a confirmation.
 */
export default function RequestShowPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: request, error } = useResource([...REGISTRATION_KEY, id], (signal) => fetchRequest(id, signal));
  const [dialog, setDialog] = useState<Dialog>(null);

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!request) return <Spin />;

  const name = personName(request, language);
  const decided = (next: RegistrationRequestDetail, doneKey: string) => {
    setDialog(null);
    invalidate(REGISTRATION_KEY);
    notify.success(doneKey);
    return next;
  };
  const attempt = async (call: () => Promise<RegistrationRequestDetail>, doneKey: string) => {
    try {
      decided(await call(), doneKey);
    } catch (failure) {
      // Decided meanwhile by someone else (409), or refused: say why and show the request as it is now.
      notify.failure(failure);
      setDialog(null);
      invalidate(REGISTRATION_KEY);
    }
  };
  const accept = () => attempt(() => acceptRequest(request.id), 'CITIZEN.REGISTRATION.ACCEPT.DONE');
  const inPerson = () => attempt(() => sendForInPersonCheck(request.id), 'CITIZEN.REGISTRATION.IN_PERSON.DONE');
  const registered = request.identity?.citizen ?? null;
  const scopeName = (place: { nameFr: string; nameAr: string | null } | null) => (place ? inLanguage(language, place.nameFr, place.nameAr) : null);
  const scope = scopeName(request.scope.structure) ?? scopeName(request.scope.governorate) ?? t('CITIZEN.REGISTRATION.FIELDS.SCOPE_NATIONAL');
  const check = request.inPersonCheck;

  const items: DescriptionsProps['items'] = [
    { key: 'status', label: t('CITIZEN.REGISTRATION.COLUMNS.STATUS'), children: <RequestStatusTag status={request.status} /> },
    { key: 'nameFr', label: t('CITIZEN.REGISTRATION.FIELDS.NAME_FR'), children: <bdi>{`${request.firstNameFr} ${request.lastNameFr}`}</bdi> },
    { key: 'nameAr', label: t('CITIZEN.REGISTRATION.FIELDS.NAME_AR'), children: <bdi dir="rtl">{`${request.firstNameAr} ${request.lastNameAr}`}</bdi> },
    { key: 'identity', label: t('CITIZEN.REGISTRATION.COLUMNS.IDENTITY'), children: identityLabel(t, request) },
    { key: 'phone', label: t('CITIZEN.REGISTRATION.COLUMNS.PHONE'), children: <bdi>{request.phone}</bdi> },
    { key: 'createdAt', label: t('CITIZEN.REGISTRATION.COLUMNS.CREATED_AT'), children: formatDate(request.createdAt) },
    { key: 'scope', label: t('CITIZEN.REGISTRATION.FIELDS.SCOPE'), children: <bdi>{scope}</bdi> },
    ...(check
      ? [
          {
            key: 'inPerson',
            label: t('CITIZEN.REGISTRATION.FIELDS.IN_PERSON'),
            children: t('CITIZEN.REGISTRATION.FIELDS.IN_PERSON_AT', {
              structure: scopeName(check.structure) ?? '—',
              date: formatDate(check.at),
              user: check.by?.username ?? '—',
            }),
          },
        ]
      : []),
    ...(request.decidedAt
      ? [
          { key: 'decidedAt', label: t('CITIZEN.REGISTRATION.FIELDS.DECIDED_AT'), children: formatDate(request.decidedAt) },
          { key: 'decidedBy', label: t('CITIZEN.REGISTRATION.FIELDS.DECIDED_BY'), children: request.decidedBy?.username ?? '' },
        ]
      : []),
    ...(request.rejectionReason
      ? [
          { key: 'reason', label: t('CITIZEN.REGISTRATION.FIELDS.REASON'), children: t(`CITIZEN.REGISTRATION.REASONS.${request.rejectionReason}`) },
          ...(request.rejectionComment ? [{ key: 'comment', label: t('CITIZEN.REGISTRATION.FIELDS.COMMENT'), children: request.rejectionComment }] : []),
        ]
      : []),
  ];

  return (
    <Card
      title={name}
      extra={
        <Flex gap="small" wrap>
          {isUndecided(request.status) && (
            <Can permission={PERMISSIONS.citizen.validateSubscription}>
              {acceptable(request) ? (
                <Button type="primary" onClick={() => setDialog('accept')}>
                  {t('CITIZEN.REGISTRATION.ACTIONS.ACCEPT')}
                </Button>
              ) : null}
              {request.status === 'pending' ? <Button onClick={() => setDialog('inPerson')}>{t('CITIZEN.REGISTRATION.ACTIONS.IN_PERSON')}</Button> : null}
              <Button danger onClick={() => setDialog('reject')}>
                {t('CITIZEN.REGISTRATION.ACTIONS.REJECT')}
              </Button>
            </Can>
          )}
          <Button onClick={() => navigate(REGISTRATION_ROUTES.requestList)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={1} bordered size="small" items={items} style={{ marginBlockEnd: 24 }} />
      {request.identity ? (
        <div style={{ marginBlockEnd: 24 }}>
          <IdentityComparison request={request} identity={request.identity} />
        </div>
      ) : null}
      {/* Not a Descriptions table: a table grows to the file's preview, wider than a phone. */}
      <Flex vertical gap="small" role="group" aria-label={t('CITIZEN.REGISTRATION.FIELDS.FILE')}>
        <Typography.Text type="secondary">{t('CITIZEN.REGISTRATION.FIELDS.FILE')}</Typography.Text>
        <SupportingFileView request={request} name={name} />
      </Flex>
      <ConfirmModal
        open={dialog === 'accept'}
        title={t('CITIZEN.REGISTRATION.ACCEPT.TITLE')}
        onConfirm={accept}
        onCancel={() => setDialog(null)}
        confirmKey="CITIZEN.REGISTRATION.ACTIONS.ACCEPT"
      >
        {registered
          ? t('CITIZEN.REGISTRATION.ACCEPT_REGISTERED', { name: personName(registered, language) })
          : t('CITIZEN.REGISTRATION.ACCEPT.MESSAGE', { name })}
      </ConfirmModal>
      <ConfirmModal
        open={dialog === 'inPerson'}
        title={t('CITIZEN.REGISTRATION.IN_PERSON.TITLE')}
        onConfirm={inPerson}
        onCancel={() => setDialog(null)}
        confirmKey="CITIZEN.REGISTRATION.ACTIONS.IN_PERSON"
      >
        {t('CITIZEN.REGISTRATION.IN_PERSON.MESSAGE')}
      </ConfirmModal>
      <RejectRequestModal
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onReject={async (body) => decided(await rejectRequest(request.id, body), 'CITIZEN.REGISTRATION.REJECT.DONE')}
      />
    </Card>
  );
}
