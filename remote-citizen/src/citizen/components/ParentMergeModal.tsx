import { useState } from 'react';
import { Alert, Button, Flex, Input, List, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, ParentSummary } from '@evax/shared/contract';
import { notify, personName, toApiError, useLanguage, useResource } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui';
import { mergedParent, parentMergeConflict } from '@evax/shared/validation';
import { countryName } from '../../common/locale-names';
import { CITIZENS_KEY, fetchCitizenChildren, fetchCitizensPage, mergeCitizen } from '../api';

const M = 'CITIZEN.CITIZENS.MERGE';

interface ComparedField {
  key: string;
  label: string;
  show: (parent: ParentSummary) => React.ReactNode;
}

const paper = (value: string | null) => <LtrText>{value ?? '—'}</LtrText>;

function comparedFields(t: (key: string) => string, language: Language): ComparedField[] {
  return [
    { key: 'nameFr', label: t('CITIZEN.CHILD.FIELDS.NAME_FR'), show: (p) => <bdi>{`${p.firstNameFr} ${p.lastNameFr}`}</bdi> },
    { key: 'nameAr', label: t('CITIZEN.CHILD.FIELDS.NAME_AR'), show: (p) => <bdi>{`${p.firstNameAr} ${p.lastNameAr}`}</bdi> },
    { key: 'phone', label: t('CITIZEN.CITIZENS.COLUMNS.PHONE'), show: (p) => paper(p.phone) },
    { key: 'nationality', label: t('CITIZEN.CITIZENS.COLUMNS.NATIONALITY'), show: (p) => countryName(p.nationality, language) },
    { key: 'nationalId', label: t('CITIZEN.CHILD.FIELDS.NATIONAL_ID'), show: (p) => paper(p.nationalId) },
    { key: 'passportNumber', label: t('CITIZEN.CHILD.FIELDS.PASSPORT_NUMBER'), show: (p) => paper(p.passportNumber) },
  ];
}

/** The duplicate's children that move to the kept record. */
function MovedChildren({ duplicate }: { duplicate: ParentSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: children } = useResource([...CITIZENS_KEY, duplicate.id, 'children'], (signal) => fetchCitizenChildren(duplicate.id, signal));
  return (
    <div data-testid="merge-moved-children">
      <Typography.Text strong>{t(`${M}.MOVED`, { count: children?.length ?? 0 })}</Typography.Text>
      <List
        size="small"
        loading={!children}
        dataSource={children ?? []}
        renderItem={(child) => (
          <List.Item>
            <bdi>{child.evaxNumber}</bdi> — {personName(child, language)} ({t(`CITIZEN.PARENTS.ROLES.${child.role}`)})
          </List.Item>
        )}
      />
    </div>
  );
}

export interface ParentMergeModalProps {
  open: boolean;
  /** The record kept: the citizen page's. */
  citizen: ParentSummary;
  onClose: () => void;
  onMerged: (kept: ParentSummary) => void;
}

/**
 * "Merge a duplicate" on the citizen page (issue 30): the agent finds the other record of the same
 * person (the citizens search), sees both side by side and what the kept record will hold (its
 * own values, the duplicate's where it has none), and the children that move; a conflict the
 * agent must settle first (different papers) is said before confirming, the server's refusals
 * (gender, birth date, a mother and a father, a child of both) after.
 */
export function ParentMergeModal({ open, citizen, onClose, onMerged }: ParentMergeModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [found, setFound] = useState<ParentSummary[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [duplicate, setDuplicate] = useState<ParentSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [merging, setMerging] = useState(false);

  const close = () => {
    setFound(null);
    setDuplicate(null);
    setFailure(null);
    onClose();
  };
  const search = async (text: string) => {
    if (!text.trim()) return;
    setSearching(true);
    setFailure(null);
    try {
      const page = await fetchCitizensPage({ search: text.trim(), page_size: 10 }, new AbortController().signal);
      setFound(page.results.filter((parent) => parent.id !== citizen.id));
    } catch (error) {
      setFailure(toApiError(error).key);
    } finally {
      setSearching(false);
    }
  };
  const confirm = async () => {
    if (!duplicate) return;
    setMerging(true);
    setFailure(null);
    try {
      const kept = await mergeCitizen(citizen.id, duplicate.id);
      notify.success(`${M}.DONE`);
      onMerged(kept);
      close();
    } catch (error) {
      setFailure(toApiError(error).key);
    } finally {
      setMerging(false);
    }
  };

  const conflict = duplicate ? parentMergeConflict(citizen, duplicate) : null;
  const merged = duplicate ? { ...citizen, ...mergedParent(citizen, duplicate) } : null;
  const columns: TableColumnsType<ComparedField> = [
    { key: 'field', title: t(`${M}.FIELD`), render: (_, field) => field.label },
    { key: 'kept', title: t(`${M}.KEPT`), render: (_, field) => field.show(citizen) },
    { key: 'duplicate', title: t(`${M}.DUPLICATE`), render: (_, field) => (duplicate ? field.show(duplicate) : null) },
    { key: 'result', title: t(`${M}.RESULT`), render: (_, field) => (merged ? <Typography.Text strong>{field.show(merged)}</Typography.Text> : null) },
  ];

  return (
    <Modal open={open} title={t(`${M}.TITLE`)} onCancel={close} footer={null} width={900} destroyOnHidden>
      <Flex vertical gap="middle">
        {failure ? <Alert type="error" showIcon role="alert" title={t(failure)} /> : null}
        {duplicate ? (
          <>
            <Alert type="info" showIcon title={t(`${M}.EXPLAIN`)} />
            <Table<ComparedField>
              size="small"
              rowKey="key"
              pagination={false}
              columns={columns}
              dataSource={comparedFields(t, language)}
              scroll={{ x: true }}
              data-testid="merge-comparison"
            />
            <MovedChildren duplicate={duplicate} />
            {conflict ? <Alert type="warning" showIcon title={t(conflict)} data-testid="merge-conflict" /> : null}
            <Flex gap="small" justify="end" wrap>
              <Button onClick={() => setDuplicate(null)}>{t(`${M}.OTHER`)}</Button>
              <Button type="primary" danger disabled={conflict !== null} loading={merging} onClick={() => void confirm()} data-testid="merge-confirm">
                {t(`${M}.CONFIRM`)}
              </Button>
            </Flex>
          </>
        ) : (
          <>
            <Typography.Paragraph>{t(`${M}.FIND`)}</Typography.Paragraph>
            <Input.Search
              aria-label={t('CITIZEN.CITIZENS.SEARCH')}
              placeholder={t('CITIZEN.CITIZENS.SEARCH')}
              enterButton={t('TABLE.SEARCH')}
              loading={searching}
              onSearch={(text) => void search(text)}
              data-testid="merge-search"
            />
            {found ? (
              <List
                size="small"
                locale={{ emptyText: t(`${M}.NONE_FOUND`) }}
                dataSource={found}
                renderItem={(parent) => (
                  <List.Item
                    actions={[
                      <Button key="choose" size="small" onClick={() => setDuplicate(parent)} data-testid={`merge-choose-${parent.id}`}>
                        {t(`${M}.CHOOSE`)}
                      </Button>,
                    ]}
                  >
                    <Flex vertical>
                      <span>{personName(parent, language)}</span>
                      <Typography.Text type="secondary">
                        <LtrText>{parent.nationalId ?? parent.passportNumber ?? '—'}</LtrText> · <LtrText>{parent.phone ?? '—'}</LtrText>
                      </Typography.Text>
                    </Flex>
                  </List.Item>
                )}
              />
            ) : null}
          </>
        )}
      </Flex>
    </Modal>
  );
}
