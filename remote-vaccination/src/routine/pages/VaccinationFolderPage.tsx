import { useCallback, useState } from 'react';
import { Alert, Button, Card, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, PERMISSIONS, type BookletEntryAnswer } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../../route-paths';
import { Can, formatDate, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { ChildAllergyBanner } from '@evax/shared/ui';
import { fetchRoutineFolder, FOLDER_KEY } from '../api/routine-api';
import { BookletTable } from '../components/BookletTable';
import { doseLabel } from '../components/booklet';
import { DoseActionModal, type DoseAction } from '../components/DoseActionModals';
import { EditDoseModal } from '../components/EditDoseModal';
import { GIVABLE_STATES } from '../components/booklet';
import { newVaccinationPath, nextVaccinationPath } from '../paths';

const T = 'VACCINATION.ROUTINE.FOLDER';

/** /admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber: the child's booklet, computed from the national schedule. */
export default function VaccinationFolderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: folder, error } = useResource(wellFormed ? [...FOLDER_KEY, evaxNumber] : null, (signal) => fetchRoutineFolder(evaxNumber, signal));
  const [action, setAction] = useState<DoseAction | null>(null);
  const vaccinate = useCallback((entry: BookletEntryAnswer) => navigate(newVaccinationPath(evaxNumber, entry.scheduleDose)), [navigate, evaxNumber]);

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!folder || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  const next = folder.entries.find((e) => e.scheduleDose === folder.nextDue);
  return (
    <Card
      title={
        <Space wrap>
          <span>{personName(folder.child, language)}</span>
          <Tag color="blue">
            <bdi>{folder.child.evaxNumber}</bdi>
          </Tag>
          <Typography.Text type="secondary">{t(`${T}.BORN_ON`, { date: formatDate(folder.child.birthDate) })}</Typography.Text>
        </Space>
      }
      extra={
        <Space wrap>
          {next && GIVABLE_STATES.includes(next.state) && (
            <Can permission={PERMISSIONS.vaccination.addNextRoutine}>
              <Button type="primary" onClick={() => navigate(nextVaccinationPath(evaxNumber))}>
                {t(`${T}.NEXT`)}
              </Button>
            </Can>
          )}
          <Button onClick={() => navigate(VACCINATION_ROUTES.routineList)}>{t(`${T}.BACK`)}</Button>
        </Space>
      }
    >
      <ChildAllergyBanner evaxNumber={evaxNumber} resourceKey={[...FOLDER_KEY, evaxNumber, 'allergies']} />
      <Alert
        type={next ? 'info' : 'success'}
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="next-due"
        title={next ? t(`${T}.NEXT_DUE`, { dose: doseLabel(next, language), date: next.date ? formatDate(next.date) : '' }) : t(`${T}.COMPLETE`)}
      />
      <BookletTable entries={folder.entries} nextDue={folder.nextDue} onVaccinate={vaccinate} onAction={setAction} />
      <DoseActionModal evaxNumber={evaxNumber} action={action} onClose={() => setAction(null)} />
      {action?.kind === 'edit' && <EditDoseModal entry={action.entry} onClose={() => setAction(null)} />}
    </Card>
  );
}
