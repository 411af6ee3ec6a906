import { Button, Card, Col, Row, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES, VACCINATION_ROUTES } from '../../route-paths';
import { Can } from '@evax/shared/runtime';
import { RoutineScheduleCountTags } from '../components/RoutineScheduleCountTags';

/** The kinds of vaccination built so far. */
const KINDS = [
  { kind: 'routine', path: VACCINATION_ROUTES.routineList, permission: PERMISSIONS.vaccination.viewRoutine },
  { kind: 'occasional', path: VACCINATION_KIND_ROUTES.occasionalList, permission: PERMISSIONS.vaccination.viewOccasional },
  { kind: 'seasonal', path: VACCINATION_KIND_ROUTES.seasonalList, permission: PERMISSIONS.vaccination.viewSeasonal },
  { kind: 'international', path: VACCINATION_KIND_ROUTES.internationalList, permission: PERMISSIONS.vaccination.viewInternational },
  { kind: 'rabies', path: VACCINATION_KIND_ROUTES.rabiesList, permission: PERMISSIONS.vaccination.viewRabies },
] as const;

/** /admin/vaccine: the vaccination area's entry, the kinds the user may open. */
export default function VaccineEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Typography.Paragraph>{t('VACCINATION.ENTRY.INTRO')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {KINDS.map(({ kind, path, permission }) => (
          <Can key={kind} permission={permission}>
            <Col xs={24} md={12} lg={8}>
              <Card
                title={
                  <>
                    <SafetyCertificateOutlined /> {t(`VACCINATION.MENU.${kind.toUpperCase()}`)}
                  </>
                }
              >
                <Typography.Paragraph>{t(`VACCINATION.ENTRY.KINDS.${kind}`)}</Typography.Paragraph>
                {/* Only the routine kind has a schedule: its children due and overdue today. */}
                {kind === 'routine' && (
                  <div>
                    <RoutineScheduleCountTags />
                  </div>
                )}
                <Button type="primary" onClick={() => navigate(path)}>
                  {t('VACCINATION.ENTRY.OPEN')}
                </Button>
              </Card>
            </Col>
          </Can>
        ))}
      </Row>
    </>
  );
}
