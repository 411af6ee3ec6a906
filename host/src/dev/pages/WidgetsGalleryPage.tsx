import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Input, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { Field, type FieldProps } from 'formik';
import dayjs from 'dayjs';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DATE_FORMAT } from '@evax/shared/contract';
import {
  Calendar,
  ConfirmModal,
  DetailFields,
  DetailHeader,
  ImageCropper,
  KpiCard,
  ModalForm,
  PagedTable,
  PdfDownloadButton,
  StepForm,
  UploadPreview,
  UploadWidget,
  type CropBox,
  type DetailField,
  type FormStep,
  type PreviewFile,
} from '@evax/shared/ui';
import { fetchSampleVaccinations, galleryUploader, SAMPLE_IMAGE, sampleEvents, type SampleVaccination } from '../gallery-data';

const SAMPLE_PDF = new URL('../gallery-sample.pdf', import.meta.url).href;

/**
 * `?section=table,pdf` draws those sections alone: a developer (or a journey) looking at one widget
 * does not wait for all the others (the PDF viewer, the cropper, the calendar).
 */
function useShownSections(): (id: string) => boolean {
  const [params] = useSearchParams();
  const only = params.get('section')?.split(',').filter(Boolean) ?? [];
  return (id) => only.length === 0 || only.includes(id);
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const shown = useShownSections();
  if (!shown(id)) return null;
  return (
    <Card title={title} data-section={id} id={`gallery-${id}`}>
      {children}
    </Card>
  );
}

function TextField({ form, name, label }: { form: string; name: string; label: string }) {
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => (
        <Flex vertical gap={4} style={{ maxWidth: 360 }}>
          <label htmlFor={`${form}-${name}`}>{label}</label>
          <Input id={`${form}-${name}`} {...field} status={meta.touched && meta.error ? 'error' : undefined} />
          {meta.touched && meta.error && <Typography.Text type="danger">{meta.error}</Typography.Text>}
        </Flex>
      )}
    </Field>
  );
}

function TableSection() {
  const { t } = useTranslation();
  const columns: TableColumnsType<SampleVaccination> = [
    { key: 'number', dataIndex: 'number', title: t('WIDGETS.GALLERY.NUMBER'), sorter: true },
    { key: 'child', dataIndex: 'child', title: t('WIDGETS.GALLERY.CHILD'), sorter: true },
    { key: 'date', dataIndex: 'date', title: t('WIDGETS.GALLERY.DATE'), sorter: true, render: (date: string) => dayjs(date).format(DATE_FORMAT) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('WIDGETS.GALLERY.STATUS'),
      render: (status: number) => <Tag color={status === 2 ? 'green' : 'blue'}>{t(`WIDGETS.GALLERY.STATUS_${status}`)}</Tag>,
    },
  ];
  return <PagedTable columns={columns} fetchPage={fetchSampleVaccinations} rowKey="id" activeFilter />;
}

interface StepValues {
  name: string;
  phone: string;
  block: boolean;
}

function StepperSection() {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const [sent, setSent] = useState<StepValues | null>(null);
  const steps: FormStep<StepValues>[] = [
    {
      key: 'identity',
      title: t('WIDGETS.GALLERY.STEP_IDENTITY'),
      validationSchema: yup.object({ name: yup.string().trim().required(t('ERROR.CODE.VALIDATION.REQUIRED')) }),
      onSubmit: async (values) => {
        setRefused(values.block);
        if (values.block) throw new Error('refused');
      },
      render: () => (
        <Flex vertical gap="middle">
          <TextField form="stepper" name="name" label={t('WIDGETS.GALLERY.NAME')} />
          <Field name="block">
            {({ field }: FieldProps<boolean>) => (
              <Checkbox checked={field.value} onChange={(event) => void field.onChange({ target: { name: 'block', value: event.target.checked } })}>
                {t('WIDGETS.GALLERY.BLOCK')}
              </Checkbox>
            )}
          </Field>
          {refused && <Alert type="error" showIcon title={t('WIDGETS.GALLERY.STEP_REFUSED')} />}
        </Flex>
      ),
    },
    { key: 'contact', title: t('WIDGETS.GALLERY.STEP_CONTACT'), render: () => <TextField form="stepper" name="phone" label={t('WIDGETS.GALLERY.PHONE')} /> },
    {
      key: 'summary',
      title: t('WIDGETS.GALLERY.STEP_SUMMARY'),
      render: ({ values }) => (
        <Typography.Text>
          {values.name} – {values.phone}
        </Typography.Text>
      ),
    },
  ];
  return (
    <Flex vertical gap="middle">
      <StepForm<StepValues> steps={steps} initialValues={{ name: '', phone: '', block: false }} onSubmit={(values) => setSent(values)} />
      {sent && <Alert type="success" showIcon title={t('WIDGETS.GALLERY.SUBMITTED', { name: sent.name, phone: sent.phone })} />}
    </Flex>
  );
}

function ModalsSection() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [saved, setSaved] = useState<string[]>([]);
  const [archived, setArchived] = useState(false);
  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <Button type="primary" onClick={() => setFormOpen(true)}>
          {t('WIDGETS.GALLERY.OPEN_MODAL_FORM')}
        </Button>
        <Button danger onClick={() => setConfirmOpen(true)}>
          {t('WIDGETS.GALLERY.OPEN_CONFIRM')}
        </Button>
      </Space>
      {saved.map((name) => (
        <Typography.Text key={name} data-testid="modal-saved">
          {t('WIDGETS.GALLERY.SAVED', { name })}
        </Typography.Text>
      ))}
      {archived && <Typography.Text>{t('WIDGETS.GALLERY.CONFIRMED')}</Typography.Text>}
      <ModalForm<{ name: string }>
        open={formOpen}
        title={t('WIDGETS.GALLERY.OPEN_MODAL_FORM')}
        initialValues={{ name: '' }}
        validationSchema={yup.object({ name: yup.string().trim().required(t('ERROR.CODE.VALIDATION.REQUIRED')) })}
        onSubmit={async ({ name }) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          setSaved((names) => [...names, name.trim()]);
        }}
        onClose={() => setFormOpen(false)}
      >
        {() => <TextField form="modal" name="name" label={t('WIDGETS.GALLERY.NAME')} />}
      </ModalForm>
      <ConfirmModal
        open={confirmOpen}
        danger
        title={t('WIDGETS.GALLERY.OPEN_CONFIRM')}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          setArchived(true);
          setConfirmOpen(false);
        }}
      >
        {t('WIDGETS.GALLERY.CONFIRM_TEXT')}
      </ConfirmModal>
    </Flex>
  );
}

const loadCentres = async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return [
    { value: 11, label: 'CSB Ariana Ville' },
    { value: 12, label: 'CSB Sfax Médina' },
  ];
};

function DetailSection() {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const [action, setAction] = useState<string | null>(null);
  const record = {
    child: 'Amine Ben Salah',
    number: '100000001',
    status: 2,
    centre: 12,
    closed,
    closedAt: '2026-02-01',
    photo: SAMPLE_IMAGE,
    certificate: SAMPLE_PDF,
    card: SAMPLE_PDF,
    allergies: ['Pénicilline', 'Arachide'],
    parent: { name: 'Sami Ben Salah', phone: '+216 22 123 456' },
    doses: SAMPLE_DOSES,
    structures: [
      { key: 'n', title: 'DSSB', children: [{ key: 'r', title: 'DRS Sfax', children: [{ key: 'c', title: 'CSB Sfax Médina' }] }] },
      { key: 'r2', title: 'DRS Ariana', children: [{ key: 'c2', title: 'CSB Ariana Ville' }] },
    ],
  };
  const fields: DetailField<typeof record>[] = [
    { kind: 'item', name: 'child', labelKey: 'WIDGETS.GALLERY.CHILD', width: 6 },
    { kind: 'item', name: 'number', labelKey: 'WIDGETS.GALLERY.NUMBER', width: 6 },
    {
      kind: 'options',
      name: 'status',
      labelKey: 'WIDGETS.GALLERY.STATUS',
      width: 6,
      options: [
        { value: 1, label: 'WIDGETS.GALLERY.STATUS_1' },
        { value: 2, label: 'WIDGETS.GALLERY.STATUS_2' },
      ],
    },
    { kind: 'loadedOptions', name: 'centre', labelKey: 'WIDGETS.GALLERY.CENTRE', width: 6, load: loadCentres },
    {
      kind: 'item',
      name: 'closedAt',
      labelKey: 'WIDGETS.GALLERY.CLOSED_AT',
      hidden: (shown) => !shown.closed,
      render: (value) => dayjs(String(value)).format(DATE_FORMAT),
    },
    { kind: 'image', name: 'photo', labelKey: 'WIDGETS.GALLERY.PHOTO', width: 6 },
    { kind: 'file', name: 'certificate', labelKey: 'WIDGETS.GALLERY.CERTIFICATE', width: 6, fileName: () => 'certificat.pdf' },
    { kind: 'list', name: 'allergies', labelKey: 'WIDGETS.GALLERY.ALLERGIES', width: 6 },
    {
      kind: 'nested',
      name: 'parent',
      labelKey: 'WIDGETS.GALLERY.PARENT',
      width: 6,
      fields: [
        { kind: 'item', name: 'name', labelKey: 'WIDGETS.GALLERY.NAME', width: 6 },
        { kind: 'item', name: 'phone', labelKey: 'WIDGETS.GALLERY.PHONE', width: 6 },
      ],
    },
    {
      kind: 'table',
      name: 'doses',
      labelKey: 'WIDGETS.GALLERY.DOSES',
      rowKey: 'id',
      columns: [
        { key: 'vaccine', dataIndex: 'vaccine', title: t('WIDGETS.GALLERY.VACCINE') },
        { key: 'date', dataIndex: 'date', title: t('WIDGETS.GALLERY.DATE') },
      ],
      onShow: (row) => setAction(t('WIDGETS.GALLERY.SHOWN', { name: String(row.vaccine) })),
      actions: [{ key: 'print', label: t('WIDGETS.GALLERY.PRINT'), onClick: (row) => setAction(`${t('WIDGETS.GALLERY.PRINT')} ${String(row.vaccine)}`) }],
    },
    { kind: 'tree', name: 'structures', labelKey: 'WIDGETS.GALLERY.STRUCTURES', width: 6 },
    { kind: 'pdf', name: 'card', labelKey: 'WIDGETS.GALLERY.CARD', width: 6 },
  ];
  const editMenu = [
    { key: 'close', label: t('WIDGETS.GALLERY.CLOSE_FOLDER'), onClick: () => setAction(t('WIDGETS.GALLERY.CLOSE_FOLDER')) },
    { key: 'phone', label: t('WIDGETS.GALLERY.UPDATE_PHONE'), onClick: () => setAction(t('WIDGETS.GALLERY.UPDATE_PHONE')) },
  ];
  return (
    <Flex vertical gap="middle">
      <DetailHeader
        title={record.child}
        onBack={() => setAction(t('GENERAL.BACK'))}
        onClose={() => setAction(t('GENERAL.CLOSE'))}
        onEdit={() => setAction(t('GENERAL.EDIT'))}
        onShow={() => setAction(t('GENERAL.SHOW'))}
        extra={<Button onClick={() => setAction(t('WIDGETS.GALLERY.PRINT'))}>{t('WIDGETS.GALLERY.PRINT')}</Button>}
        editMenu={editMenu}
      />
      <Flex gap="small" align="center">
        <Switch checked={closed} onChange={setClosed} aria-label={t('WIDGETS.GALLERY.SHOW_CLOSED')} />
        <Typography.Text>{t('WIDGETS.GALLERY.SHOW_CLOSED')}</Typography.Text>
      </Flex>
      {action && <Alert type="info" showIcon title={t('WIDGETS.GALLERY.ACTION_DONE', { action })} data-testid="detail-action" />}
      <DetailFields fields={fields} record={record} />
    </Flex>
  );
}

const SAMPLE_DOSES = ['BCG', 'Hépatite B 1', 'Polio 1', 'DTC 1', 'Polio 2', 'DTC 2', 'ROR 1'].map((vaccine, index) => ({
  id: index + 1,
  vaccine,
  date: dayjs('2025-06-01')
    .add(index * 30, 'day')
    .format(DATE_FORMAT),
}));

function PdfSection() {
  const { t } = useTranslation();
  const [attempts, setAttempts] = useState(0);
  const downloadSample = useCallback(async () => (await fetch(SAMPLE_PDF)).blob(), []);
  const alwaysFail = useCallback(async () => {
    setAttempts((count) => count + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    throw new Error('server unavailable');
  }, []);
  return (
    <Flex gap="middle" wrap align="center">
      <PdfDownloadButton download={downloadSample} fileName="carnet-evax.pdf">
        {t('WIDGETS.GALLERY.PDF_OK')}
      </PdfDownloadButton>
      <PdfDownloadButton download={alwaysFail}>{t('WIDGETS.GALLERY.PDF_FAILING')}</PdfDownloadButton>
      <Typography.Text data-testid="pdf-attempts">{t('WIDGETS.GALLERY.ATTEMPTS', { count: attempts })}</Typography.Text>
    </Flex>
  );
}

function CropperSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [box, setBox] = useState<CropBox | null>(null);
  return (
    <Flex gap="middle" wrap align="center">
      <Button onClick={() => setOpen(true)}>{t('WIDGETS.GALLERY.OPEN_CROPPER')}</Button>
      {box && <Typography.Text data-testid="cropped">{t('WIDGETS.GALLERY.CROPPED', { width: box.width, height: box.height })}</Typography.Text>}
      <ImageCropper
        open={open}
        src={SAMPLE_IMAGE}
        onCancel={() => setOpen(false)}
        onSave={(_image, cropped) => {
          setBox(cropped);
          setOpen(false);
        }}
      />
    </Flex>
  );
}

const SAMPLE_UPLOADS: PreviewFile[] = [
  { uid: '1', name: 'carnet.pdf', state: { status: 'done' } },
  { uid: '2', name: 'photo.png', state: { status: 'uploading', percent: 60 } },
  { uid: '3', name: 'scan-vide.pdf', state: { status: 'tooSmall' } },
  { uid: '4', name: 'video.mp4', state: { status: 'tooBig' } },
  { uid: '5', name: 'archive.exe', state: { status: 'validation', message: '{"key":"ERROR.CODE.VALIDATION.INVALID"}' } },
  { uid: '6', name: 'ordonnance.pdf', state: { status: 'failed' } },
  { uid: '7', name: 'radio.jpg', state: { status: 'aborted' } },
];

function UploadSection() {
  const { t } = useTranslation();
  const [files, setFiles] = useState(SAMPLE_UPLOADS);
  const [sent, setSent] = useState<string[]>([]);
  return (
    <Flex vertical gap="middle">
      <Typography.Text strong>{t('WIDGETS.GALLERY.UPLOAD_WIDGET')}</Typography.Text>
      <UploadWidget id="gallery-attachments" upload={galleryUploader} onChange={setSent} />
      <Typography.Text type="secondary" data-testid="gallery-upload-sent">
        {t('WIDGETS.GALLERY.UPLOAD_SENT', { count: sent.length })}
      </Typography.Text>
      <Typography.Text strong>{t('WIDGETS.GALLERY.UPLOAD_STATUSES')}</Typography.Text>
      <UploadPreview files={files} onRemove={(uid) => setFiles((current) => current.filter((file) => file.uid !== uid))} />
    </Flex>
  );
}

/** /admin/dev/gallery/widgets: every shared widget, working on sample data. */
export default function WidgetsGalleryPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="large" className="evax-widgets-gallery">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('WIDGETS.GALLERY.TITLE')}
      </Typography.Title>
      <Section id="table" title={t('WIDGETS.GALLERY.TABLE')}>
        <TableSection />
      </Section>
      <Section id="stepper" title={t('WIDGETS.GALLERY.STEPPER')}>
        <StepperSection />
      </Section>
      <Section id="modals" title={t('WIDGETS.GALLERY.MODALS')}>
        <ModalsSection />
      </Section>
      <Section id="detail" title={t('WIDGETS.GALLERY.DETAIL')}>
        <DetailSection />
      </Section>
      <Section id="calendar" title={t('WIDGETS.GALLERY.CALENDAR')}>
        <Calendar events={sampleEvents()} />
      </Section>
      <Section id="kpi" title={t('WIDGETS.GALLERY.KPI')}>
        <KpiCard byAgents={1240} byCitizens={385} />
      </Section>
      <Section id="pdf" title={t('WIDGETS.GALLERY.PDF')}>
        <PdfSection />
      </Section>
      <Section id="cropper" title={t('WIDGETS.GALLERY.CROPPER')}>
        <CropperSection />
      </Section>
      <Section id="upload" title={t('WIDGETS.GALLERY.UPLOAD')}>
        <UploadSection />
      </Section>
    </Flex>
  );
}
