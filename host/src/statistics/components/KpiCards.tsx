import { Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InscriptionKpi, VaccinationKpi } from '@evax/shared/contract';
import { formatNumber, useLanguage } from '@evax/shared/runtime';
import { HomePanel } from '../../home/components/HomePanel';

const T = 'STATISTICS.KPI';

/** The three cards of spec 3 §2: registered children, doses given (and back-entered), registrations (total = agents + citizens). */
export function KpiCards({ vaccination, inscription }: { vaccination?: VaccinationKpi; inscription?: InscriptionKpi }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = (value: number | undefined) => (value === undefined ? '-' : formatNumber(value, language));
  const note = (text: string) => (
    <Typography.Text type="secondary" style={{ fontSize: 13, display: 'block' }}>
      {text}
    </Typography.Text>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <HomePanel area="kpi-children">
          <Statistic title={t(`${T}.REGISTERED_CHILDREN`)} value={shown(inscription?.registeredChildren)} />
        </HomePanel>
      </Col>
      <Col xs={24} md={8}>
        <HomePanel area="kpi-doses">
          <Statistic title={t(`${T}.DOSES`)} value={shown(vaccination?.totalvaccinesCount)} />
          {vaccination ? note(t(`${T}.PAST_DOSES`, { n: shown(vaccination.totalvaccinesPasse) })) : null}
        </HomePanel>
      </Col>
      <Col xs={24} md={8}>
        <HomePanel area="kpi-registrations">
          <Statistic title={t(`${T}.REGISTRATIONS`)} value={shown(inscription?.total)} />
          {inscription ? (
            <>
              {note(t(`${T}.BY_AGENTS`, { n: shown(inscription.totalinscritparagent) }))}
              {note(t(`${T}.BY_CITIZENS`, { n: shown(inscription.totalinscritparcitoyen) }))}
            </>
          ) : null}
        </HomePanel>
      </Col>
    </Row>
  );
}
