import { useState } from 'react';
import { Alert, Button, Card, Modal, Popconfirm, Space, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type Unavailability } from '@evax/shared/contract';
import { formatDate, invalidate, notify, usePermission, useResource } from '@evax/shared/runtime';
import { LtrText, SchemaForm } from '@evax/shared/ui';
import { AVAILABILITY_KEY, availabilityApi } from '../api';
import { PERIOD_FIELDS, WEEK_FIELDS, toPeriodBody, toWeekBody, weekValues } from '../components/availability-fields';

const T = 'VACCINATION.AVAILABILITY';

/** The structure's default week (one per structure) and its unavailability periods (holidays, stock-outs). */
export default function AvailabilityPage() {
  const { t } = useTranslation();
  const mayManage = usePermission(PERMISSIONS.vaccination.manageAppointments);
  const { data, error } = useResource(AVAILABILITY_KEY, (signal) => availabilityApi.read(signal));
  const [adding, setAdding] = useState(false);
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!data) return <Spin />;
  const exists = data.default !== null;
  const changed = (key: string) => {
    notify.success(key);
    invalidate(AVAILABILITY_KEY);
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t(`${T}.WEEK_TITLE`)}>
        {!exists && <Alert type="warning" showIcon title={t('ERROR.CODE.DEFAULT_AVAILABILITY_REQUIRED')} style={{ marginBottom: 16 }} />}
        {exists && <p>{t(`${T}.DAY_CAPACITY`, { count: data.default!.dayCapacity })}</p>}
        <SchemaForm
          id="availability-week"
          key={JSON.stringify(data.default)}
          fields={WEEK_FIELDS.map((field) => ({ ...field, disabled: !mayManage }))}
          initialValues={weekValues(data)}
          submitLabel="FORM.SAVE"
          submitDisabled={() => !mayManage}
          onSubmit={async (values) => {
            await availabilityApi.saveWeek(toWeekBody(values), exists);
            changed(`${T}.SAVED`);
          }}
        />
      </Card>
      <Card
        title={t(`${T}.PERIODS_TITLE`)}
        extra={
          mayManage && (
            <Button type="primary" disabled={!exists} onClick={() => setAdding(true)}>
              {t(`${T}.ADD_PERIOD`)}
            </Button>
          )
        }
      >
        <Table<Unavailability>
          rowKey="id"
          dataSource={data.periods}
          pagination={false}
          locale={{ emptyText: t(`${T}.NO_PERIOD`) }}
          columns={[
            { key: 'start', title: t(`${T}.FIELDS.START_DATE`), render: (_, p) => <LtrText>{formatDate(p.startDate)}</LtrText> },
            { key: 'end', title: t(`${T}.FIELDS.END_DATE`), render: (_, p) => <LtrText>{formatDate(p.endDate)}</LtrText> },
            { key: 'reason', title: t(`${T}.FIELDS.REASON`), dataIndex: 'reason' },
            { key: 'editable', title: t(`${T}.FIELDS.EDITABLE`), render: (_, p) => <Tag>{t(p.editable ? `${T}.YES` : `${T}.NO`)}</Tag> },
            {
              key: 'actions',
              title: '',
              render: (_, p) =>
                mayManage &&
                p.editable && (
                  <Popconfirm
                    title={t(`${T}.REMOVE_CONFIRM`)}
                    onConfirm={async () => {
                      await availabilityApi.removePeriod(p.id);
                      changed(`${T}.REMOVED`);
                    }}
                  >
                    <Button size="small" danger>
                      {t(`${T}.REMOVE`)}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <Modal open={adding} title={t(`${T}.ADD_PERIOD`)} footer={null} onCancel={() => setAdding(false)} destroyOnHidden>
        <SchemaForm
          id="availability-period"
          fields={PERIOD_FIELDS}
          initialValues={{ startDate: '', endDate: '', reason: '', editable: true }}
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            await availabilityApi.addPeriod(toPeriodBody(values));
            setAdding(false);
            changed(`${T}.PERIOD_ADDED`);
          }}
        />
      </Modal>
    </Space>
  );
}
