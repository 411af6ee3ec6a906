import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, type RegistrationRequestDetail } from '@evax/shared/contract';
import { REGISTRATION_ROUTES } from '../../route-paths';
import { Can, formatDate, invalidate, notify, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { ConfirmModal } from '@evax/shared/ui';
import { acceptRequest, fetchRequest, REGISTRATION_KEY, rejectRequest } from '../api';
import { identityLabel } from '../components/identity';
import { RejectRequestModal } from '../components/RejectRequestModal';
import { RequestStatusTag } from '../components/RequestStatusTag';
import { SupportingFileView } from '../components/SupportingFileView';

type Dialog = 'accept' | 'reject' | null;

/** One request: who, which paper, the supporting file, and, while pending, Accept and Reject behind confirmations. */
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
  const accept = async () => {
    try {
      decided(await acceptRequest(request.id), 'CITIZEN.REGISTRATION.ACCEPT.DONE');
    } catch (failure) {
      // Decided meanwhile by someone else (409), or refused: say why and show the request as it is now.
      notify.failure(failure);
      setDialog(null);
      invalidate(REGISTRATION_KEY);
    }
  };

  const items: DescriptionsProps['items'] = [
    { key: 'status', label: t('CITIZEN.REGISTRATION.COLUMNS.STATUS'), children: <RequestStatusTag status={request.status} /> },
    { key: 'nameFr', label: t('CITIZEN.REGISTRATION.FIELDS.NAME_FR'), children: <bdi>{`${request.firstNameFr} ${request.lastNameFr}`}</bdi> },
    { key: 'nameAr', label: t('CITIZEN.REGISTRATION.FIELDS.NAME_AR'), children: <bdi dir="rtl">{`${request.firstNameAr} ${request.lastNameAr}`}</bdi> },
    { key: 'identity', label: t('CITIZEN.REGISTRATION.COLUMNS.IDENTITY'), children: identityLabel(t, request) },
    { key: 'phone', label: t('CITIZEN.REGISTRATION.COLUMNS.PHONE'), children: <bdi>{request.phone}</bdi> },
    { key: 'createdAt', label: t('CITIZEN.REGISTRATION.COLUMNS.CREATED_AT'), children: formatDate(request.createdAt) },
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
          {request.status === 'pending' && (
            <Can permission={PERMISSIONS.citizen.validateSubscription}>
              <Button type="primary" onClick={() => setDialog('accept')}>
                {t('CITIZEN.REGISTRATION.ACTIONS.ACCEPT')}
              </Button>
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
      <Descriptions
        column={1}
        layout="vertical"
        items={[{ key: 'file', label: t('CITIZEN.REGISTRATION.FIELDS.FILE'), children: <SupportingFileView request={request} name={name} /> }]}
      />
      <ConfirmModal
        open={dialog === 'accept'}
        title={t('CITIZEN.REGISTRATION.ACCEPT.TITLE')}
        onConfirm={accept}
        onCancel={() => setDialog(null)}
        confirmKey="CITIZEN.REGISTRATION.ACTIONS.ACCEPT"
      >
        {t('CITIZEN.REGISTRATION.ACCEPT.MESSAGE', { name })}
      </ConfirmModal>
      <RejectRequestModal
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onReject={async (body) => decided(await rejectRequest(request.id, body), 'CITIZEN.REGISTRATION.REJECT.DONE')}
      />
    </Card>
  );
}
