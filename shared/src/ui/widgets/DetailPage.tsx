import { useEffect, useMemo, useState, type Key, type ReactNode } from 'react';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Dropdown,
  Flex,
  Image,
  Input,
  Row,
  Skeleton,
  Space,
  Table,
  Tree,
  Typography,
  type TableColumnsType,
  type TreeDataNode,
} from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, DownOutlined, EditOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage, isRightToLeft } from '@evax/shared/runtime';
import { fieldSpan, matchesSearch, visibleFields } from './detail-rules.js';
import { PdfViewer } from './PdfViewer.js';

export interface DetailOption {
  value: unknown;
  /** A translation key, or a text already translated. */
  label: string;
}

export interface DetailRowAction<Row> {
  key: string;
  label: ReactNode;
  onClick: (row: Row) => void;
  danger?: boolean;
}

interface DetailFieldBase<R> {
  name: string;
  labelKey: string;
  /** Grid columns out of 12 (spec 1 §2.5: 12 by default, the full row). */
  width?: number;
  /** Hidden when this says so, from the record (spec 1 §2.5: hidden by a condition on another field). */
  hidden?: (record: R) => boolean;
  /** The value, when it is not `record[name]`. */
  value?: (record: R) => unknown;
}

export type DetailField<R = Record<string, unknown>> = DetailFieldBase<R> &
  (
    | { kind: 'item'; render?: (value: unknown, record: R) => ReactNode }
    | { kind: 'options'; options: readonly DetailOption[] }
    | { kind: 'loadedOptions'; load: () => Promise<readonly DetailOption[]> }
    | { kind: 'image'; alt?: string }
    | { kind: 'file'; fileName?: (record: R) => string }
    | { kind: 'pdf' }
    | { kind: 'list'; render?: (item: unknown) => ReactNode }
    | { kind: 'nested'; fields: DetailField<Record<string, unknown>>[] }
    | {
        kind: 'table';
        columns: TableColumnsType<Record<string, unknown>>;
        rowKey: string;
        pageSize?: number;
        search?: boolean;
        onShow?: (row: Record<string, unknown>) => void;
        actions?: DetailRowAction<Record<string, unknown>>[];
      }
    | { kind: 'tree' }
  );

const EMPTY = '—';

function OptionsValue({ value, options }: { value: unknown; options: readonly DetailOption[] }) {
  const { t } = useTranslation();
  const values = Array.isArray(value) ? value : [value];
  const labels = values.map((one) => options.find((option) => option.value === one)?.label).filter((label): label is string => Boolean(label));
  return <>{labels.length ? labels.map((label) => t(label)).join(', ') : EMPTY}</>;
}

function LoadedOptionsValue({ value, load }: { value: unknown; load: () => Promise<readonly DetailOption[]> }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<readonly DetailOption[] | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setOptions(loaded),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (!options) return <>{t('WIDGETS.DETAIL.LOADING')}</>;
  return <OptionsValue value={value} options={options} />;
}

function ItemsTable({ field, rows }: { field: Extract<DetailField, { kind: 'table' }>; rows: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => rows.filter((row) => matchesSearch(row, search)), [rows, search]);
  const columns = useMemo<TableColumnsType<Record<string, unknown>>>(() => {
    if (!field.onShow && !field.actions?.length) return field.columns;
    return [
      ...field.columns,
      {
        key: 'actions',
        title: t('GENERAL.ACTIONS'),
        render: (_: unknown, row: Record<string, unknown>) => (
          <Space size="small">
            {field.onShow && (
              <Button size="small" icon={<EyeOutlined />} onClick={() => field.onShow?.(row)}>
                {t('GENERAL.SHOW')}
              </Button>
            )}
            {field.actions?.map((action) => (
              <Button key={action.key} size="small" danger={action.danger} onClick={() => action.onClick(row)}>
                {action.label}
              </Button>
            ))}
          </Space>
        ),
      },
    ];
  }, [field, t]);
  return (
    <Flex vertical gap="small">
      {field.search !== false && (
        <Input.Search
          allowClear
          aria-label={t('TABLE.SEARCH_PLACEHOLDER')}
          placeholder={t('TABLE.SEARCH_PLACEHOLDER')}
          onSearch={setSearch}
          onChange={(event) => !event.target.value && setSearch('')}
          style={{ maxWidth: 360 }}
        />
      )}
      <Table<Record<string, unknown>>
        size="small"
        columns={columns}
        dataSource={shown}
        rowKey={(row) => row[field.rowKey] as Key}
        locale={{ emptyText: t('GENERAL.NO_DATA') }}
        pagination={{ pageSize: field.pageSize ?? 5, hideOnSinglePage: true, showTotal: (size, [from, to]) => t('TABLE.SHOWING', { from, to, size }) }}
      />
    </Flex>
  );
}

function FieldValue<R>({ field, record }: { field: DetailField<R>; record: R }) {
  const { t } = useTranslation();
  const value = field.value ? field.value(record) : (record as Record<string, unknown>)[field.name];
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty && field.kind !== 'nested') return <>{EMPTY}</>;
  switch (field.kind) {
    case 'item':
      // <bdi>: a phone or a Latin name keeps its own direction inside an Arabic page.
      return <>{field.render ? field.render(value, record) : <bdi>{String(value)}</bdi>}</>;
    case 'options':
      return <OptionsValue value={value} options={field.options} />;
    case 'loadedOptions':
      return <LoadedOptionsValue value={value} load={field.load} />;
    case 'image':
      return <Image src={String(value)} alt={field.alt ?? t(field.labelKey)} width={160} />;
    case 'file':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noreferrer">
          <FileOutlined /> {field.fileName?.(record) ?? t('WIDGETS.DETAIL.OPEN_FILE')}
        </Typography.Link>
      );
    case 'pdf':
      return <PdfViewer url={String(value)} />;
    case 'list':
      return (
        <ul className="evax-detail-list">
          {(value as unknown[]).map((item, index) => (
            <li key={index}>{field.render ? field.render(item) : <bdi>{String(item)}</bdi>}</li>
          ))}
        </ul>
      );
    case 'nested':
      return <DetailFields fields={field.fields} record={(value ?? {}) as Record<string, unknown>} />;
    case 'table':
      return <ItemsTable field={field as Extract<DetailField, { kind: 'table' }>} rows={value as Record<string, unknown>[]} />;
    case 'tree':
      return <Tree treeData={value as TreeDataNode[]} defaultExpandAll selectable={false} />;
  }
}

export interface DetailFieldsProps<R> {
  fields: readonly DetailField<R>[];
  record: R;
}

/** A record's fields on a 12-column grid (spec 1 §2.5), each by its kind, hidden ones left out. */
export function DetailFields<R>({ fields, record }: DetailFieldsProps<R>) {
  const { t } = useTranslation();
  return (
    <Row gutter={[24, 16]} className="evax-detail-fields">
      {visibleFields(fields, record).map((field) => (
        <Col key={field.name} xs={24} md={fieldSpan(field.width)} data-field={field.name}>
          <Descriptions
            layout="vertical"
            size="small"
            column={1}
            items={[{ key: field.name, label: t(field.labelKey), children: <FieldValue field={field} record={record} /> }]}
          />
        </Col>
      ))}
    </Row>
  );
}

export interface DetailSkeletonProps {
  /** How many section cards the page shows below its header. */
  sections?: number;
}

/**
 * A detail page's skeleton while its record loads (issue 30: a card showed empty sections for
 * seconds), as a list shows its table loading: the header's line, then the section cards. It is
 * in the chunk of DetailHeader and DetailFields, so a page showing it loads them meanwhile.
 */
export function DetailSkeleton({ sections = 3 }: DetailSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle" className="evax-detail-skeleton" aria-busy="true" role="status" aria-label={t('WIDGETS.DETAIL.LOADING')}>
      <Skeleton active title={{ width: '40%' }} paragraph={false} />
      {Array.from({ length: sections }, (_, index) => (
        <Card key={index} size="small">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      ))}
    </Flex>
  );
}

export interface DetailHeaderProps {
  title: ReactNode;
  onBack?: () => void;
  onClose?: () => void;
  onEdit?: () => void;
  onShow?: () => void;
  /** More toolbar buttons. */
  extra?: ReactNode;
  /** The optional edit menu (e.g. close the medical folder, update the citizen's phone). */
  editMenu?: { key: string; label: ReactNode; onClick: () => void; danger?: boolean }[];
}

/** The detail page header (spec 1 §2.4): back, close, edit, show, extra buttons and an optional edit menu. */
export function DetailHeader({ title, onBack, onClose, onEdit, onShow, extra, editMenu }: DetailHeaderProps) {
  const { t } = useTranslation();
  const rtl = isRightToLeft(useLanguage());
  return (
    <Flex justify="space-between" align="center" wrap gap="small" className="evax-detail-header">
      <Flex align="center" gap="small">
        {onBack && (
          <Button icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} onClick={onBack}>
            {t('GENERAL.BACK')}
          </Button>
        )}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      <Space wrap>
        {extra}
        {onShow && (
          <Button icon={<EyeOutlined />} onClick={onShow}>
            {t('GENERAL.SHOW')}
          </Button>
        )}
        {onEdit && (
          <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
            {t('GENERAL.EDIT')}
          </Button>
        )}
        {editMenu && editMenu.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: editMenu.map(({ key, label, danger }) => ({ key, label, danger })),
              onClick: ({ key }) => editMenu.find((item) => item.key === key)?.onClick(),
            }}
          >
            <Button>
              {t('WIDGETS.DETAIL.EDIT_MENU')} <DownOutlined />
            </Button>
          </Dropdown>
        )}
        {onClose && (
          <Button icon={<CloseOutlined />} onClick={onClose} aria-label={t('GENERAL.CLOSE')}>
            {t('GENERAL.CLOSE')}
          </Button>
        )}
      </Space>
    </Flex>
  );
}
