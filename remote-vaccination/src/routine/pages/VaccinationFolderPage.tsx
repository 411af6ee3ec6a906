import { useCallback, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PERMISSIONS, type BookletEntryAnswer, type RoutineFolder } from '@evax/shared/contract';
import { Can, formatDate, useLanguage } from '@evax/shared/runtime';
import { daysLate, tunisToday } from '@evax/shared/validation';
import { ChildFolderPage } from '../../common/components/ChildFolderPage';
import { VACCINATION_ROUTES } from '../../route-paths';
import { ROUTINE_FOLDER_KEY, routineApi } from '../api';
import { BookletTable } from '../components/BookletTable';
import { CalendarPdfActions } from '../components/CalendarPdfActions';
import { doseLabel, GIVABLE_STATES } from '../components/booklet';
import { DoseActionModal, type DoseAction } from '../components/DoseActionModals';
import { EditDoseModal } from '../components/EditDoseModal';
import { newVaccinationPath, nextVaccinationPath } from '../paths';

const T = 'VACCINATION.ROUTINE.FOLDER';
const folderKey = (evaxNumber: string) => [...ROUTINE_FOLDER_KEY, evaxNumber];
const nextDue = (folder: RoutineFolder) => folder.entries.find((e) => e.scheduleDose === folder.nextDue);

/** /admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber: the child's booklet, computed from the national schedule. */
export default function VaccinationFolderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const [action, setAction] = useState<DoseAction | null>(null);
  const vaccinate = useCallback((entry: BookletEntryAnswer) => navigate(newVaccinationPath(evaxNumber, entry.scheduleDose)), [navigate, evaxNumber]);
  return (
    <ChildFolderPage
      folderKey={folderKey}
      load={routineApi.folder}
      backPath={VACCINATION_ROUTES.routineList}
      actions={(folder) => {
        const next = nextDue(folder);
        return (
          <Space wrap>
            <CalendarPdfActions evaxNumber={evaxNumber} />
            {next && GIVABLE_STATES.includes(next.state) && (
              <Can permission={PERMISSIONS.vaccination.addNextRoutine}>
                <Button type="primary" onClick={() => navigate(nextVaccinationPath(evaxNumber))}>
                  {t(`${T}.NEXT`)}
                </Button>
              </Can>
            )}
          </Space>
        );
      }}
    >
      {(folder) => {
        const next = nextDue(folder);
        const late = next ? daysLate(next, tunisToday()) : 0;
        const texts = next && { dose: doseLabel(next, language), date: next.date ? formatDate(next.date) : '' };
        return (
          <>
            <Alert
              type={!next ? 'success' : next.state === 'overdue' ? 'error' : late > 0 ? 'warning' : 'info'}
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="next-due"
              title={
                !texts
                  ? t(`${T}.COMPLETE`)
                  : late > 0
                    ? t(`${T}.NEXT_DUE_LATE`, { ...texts, late: t(`${T}.DAYS_LATE`, { count: late }) })
                    : t(`${T}.NEXT_DUE`, texts)
              }
            />
            <BookletTable entries={folder.entries} nextDue={folder.nextDue} onVaccinate={vaccinate} onAction={setAction} />
            <DoseActionModal evaxNumber={evaxNumber} action={action} onClose={() => setAction(null)} />
            {action?.kind === 'edit' && <EditDoseModal entry={action.entry} onClose={() => setAction(null)} />}
          </>
        );
      }}
    </ChildFolderPage>
  );
}
