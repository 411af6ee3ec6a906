import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AREA_LINKS } from '@evax/shared/contract';
import { formatNumber, useLanguage, useResource } from '@evax/shared/runtime';
import { HomePanel } from '../../home/components/HomePanel';
import { STATISTICS_KEY, centreDayApi } from '../api';

const T = 'STATISTICS.DAY';

/** The lists the figures open (the citizen area's pages take their filters from the URL). */
const LINKS = {
  appointmentsToday: AREA_LINKS.appointmentsToday,
  vaccinatedToday: AREA_LINKS.routineVaccinationList,
  due: `${AREA_LINKS.routineVaccinationList}?scheduleState=due`,
  overdue: `${AREA_LINKS.routineVaccinationList}?scheduleState=overdue`,
  requestsWaiting: `${AREA_LINKS.registrationRequestList}?status=pending`,
  seriousMapi: AREA_LINKS.seriousMapiList,
} as const;

const CARDS = [
  { key: 'appointmentsToday', label: 'APPOINTMENTS' },
  { key: 'vaccinatedToday', label: 'VACCINATED_TODAY' },
  { key: 'due', label: 'DUE' },
  { key: 'overdue', label: 'OVERDUE' },
  { key: 'requestsWaiting', label: 'REQUESTS_WAITING' },
  { key: 'seriousMapi', label: 'SERIOUS_MAPI' },
] as const;

/** A health centre's day (issue 33): each figure a link to its list, today's appointments first. */
export function CentreDay() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useResource([...STATISTICS_KEY, 'centre-day'], (signal) => centreDayApi.read(signal));
  return (
    <section aria-label={t(`${T}.TITLE`)} data-testid="centre-day">
      <h2 style={{ margin: '0 0 12px', fontSize: 20 }}>{t(`${T}.TITLE`)}</h2>
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => {
          const value = data?.[card.key];
          return (
            <Col key={card.key} xs={12} md={6} xl={4}>
              <HomePanel area={`day-${card.key}`}>
                <Link to={LINKS[card.key]}>
                  <Statistic title={t(`${T}.${card.label}`)} value={value === undefined || value === null ? '-' : formatNumber(value, language)} />
                </Link>
              </HomePanel>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}
