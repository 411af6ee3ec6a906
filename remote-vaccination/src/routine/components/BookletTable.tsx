import { useMemo } from 'react';
import { Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type BookletEntryAnswer } from '@evax/shared/contract';
import { Can, formatDate, useLanguage, useScreens } from '@evax/shared/runtime';
import { phoneColumns } from '@evax/shared/ui';
import { daysLate, tunisToday } from '@evax/shared/validation';
import { countryName } from '../../common/components/countries';
import { SupportingFileLink } from '../../common/components/SupportingFileLink';
import { BookletStateTag } from './BookletStateTag';
import { ageLabel, GIVABLE_STATES, PENDING_STATES } from './booklet';
import type { DoseAction } from './DoseActionModals';

const T = 'VACCINATION.ROUTINE.FOLDER';
const { vaccination } = PERMISSIONS;

export interface BookletTableProps {
  entries: BookletEntryAnswer[];
  /** The dose to give next: its row is marked. */
  nextDue: number | null;
  onVaccinate: (entry: BookletEntryAnswer) => void;
  onAction: (action: DoseAction) => void;
}

/** The child's booklet: every dose of the schedule, its state, when, and what was recorded; the actions each permission allows. */
export function BookletTable({ entries, nextDue, onVaccinate, onAction }: BookletTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const today = tunisToday();
  const { md } = useScreens();
  const columns = useMemo<TableColumnsType<BookletEntryAnswer>>(
    () => [
      { key: 'vaccine', title: t(`${T}.VACCINE`), render: (_, e) => (language === 'ar' ? e.dciNameAr : e.dciName) },
      { key: 'dose', dataIndex: 'doseNumber', title: t(`${T}.DOSE`), align: 'center' },
      { key: 'age', dataIndex: 'ageCode', title: t(`${T}.AGE`), responsive: ['md'], render: (code: string) => ageLabel(code, t) },
      { key: 'state', dataIndex: 'state', title: t(`${T}.STATE`), render: (state: BookletEntryAnswer['state']) => <BookletStateTag state={state} /> },
      {
        key: 'date',
        dataIndex: 'date',
        title: t(`${T}.DATE`),
        render: (date: string | null, entry) => {
          const late = daysLate(entry, today);
          return (
            <Space direction="vertical" size={0}>
              {date ? formatDate(date) : ''}
              {late > 0 && (
                <Typography.Text type={entry.state === 'overdue' ? 'danger' : 'warning'} data-testid="days-late">
                  {t(`${T}.DAYS_LATE`, { count: late })}
                </Typography.Text>
              )}
              {entry.vaccination?.appointmentDate && (
                <Typography.Text type="success" data-testid="appointment-date">
                  {t(`${T}.APPOINTMENT`, { date: formatDate(entry.vaccination.appointmentDate) })}
                </Typography.Text>
              )}
            </Space>
          );
        },
      },
      {
        key: 'details',
        title: t(`${T}.DETAILS`),
        responsive: ['md'],
        render: (_, { vaccination: v }) =>
          v && (
            <Space direction="vertical" size={0}>
              {v.lotNumber && <span>{t(`${T}.LOT`, { lot: v.lotNumber })}</span>}
              {v.country && (
                <span data-testid="given-abroad">
                  {t(`${T}.ABROAD`, { place: [v.location, countryName(v.country, language)].filter(Boolean).join(', ') })}
                  {v.internationalReference ? ` (${v.internationalReference})` : ''}
                </span>
              )}
              {v.structure && <span>{language === 'ar' ? v.structure.nameAr : v.structure.nameFr}</span>}
              {v.vaccinator && <span>{language === 'ar' ? v.vaccinator.nameAr : v.vaccinator.nameFr}</span>}
              {v.cancelReason && <span>{t(`${T}.CANCEL_REASON`, { reason: v.cancelReason })}</span>}
              {v.allergyConfirmed && <Tag color="orange">{t('VACCINATION.RECORD.ALLERGY_CONFIRMED')}</Tag>}
              {v.fileName && <SupportingFileLink id={v.id} fileName={v.fileName} />}
            </Space>
          ),
      },
      {
        key: 'actions',
        title: t('VACCINATION.ROUTINE.COLUMNS.ACTIONS'),
        render: (_, entry) => (
          <Space wrap>
            {GIVABLE_STATES.includes(entry.state) && (
              <Can permission={vaccination.addRoutine}>
                <Button size="small" type={entry.scheduleDose === nextDue ? 'primary' : 'default'} onClick={() => onVaccinate(entry)}>
                  {t(`${T}.VACCINATE`)}
                </Button>
              </Can>
            )}
            {entry.state === 'done' && entry.vaccination && (
              <Can permission={vaccination.editPast}>
                <Button size="small" onClick={() => onAction({ kind: 'edit', entry })}>
                  {t(`${T}.EDIT`)}
                </Button>
              </Can>
            )}
            {PENDING_STATES.includes(entry.state) && (
              <>
                {!entry.vaccination && (
                  <Can permission={vaccination.manageAppointments}>
                    <Button size="small" onClick={() => onAction({ kind: 'book', entry })}>
                      {t(`${T}.BOOK`)}
                    </Button>
                  </Can>
                )}
                <Can permission={vaccination.editRoutine}>
                  <Button size="small" onClick={() => onAction({ kind: 'postpone', entry })}>
                    {t(`${T}.POSTPONE`)}
                  </Button>
                </Can>
                <Can permission={vaccination.deleteRoutine}>
                  <Button size="small" danger onClick={() => onAction({ kind: 'cancel', entry })}>
                    {t(`${T}.CANCEL`)}
                  </Button>
                </Can>
              </>
            )}
          </Space>
        ),
      },
    ],
    [t, language, today, nextDue, onVaccinate, onAction],
  );
  return (
    <Table<BookletEntryAnswer>
      rowKey="scheduleDose"
      // On a phone the dose's columns stack beside its actions: Vaccinate and Postpone stay on screen (issue 30).
      columns={md ? columns : phoneColumns<BookletEntryAnswer>(columns)}
      dataSource={entries}
      pagination={false}
      size="small"
      rowClassName={(e) => (e.scheduleDose === nextDue ? 'booklet-next-due' : '')}
      onRow={(e) => ({ 'data-dose': `${e.dciName} - ${e.doseNumber}` }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
