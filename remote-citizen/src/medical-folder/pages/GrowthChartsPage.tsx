import { Alert, Button, Col, Flex, Row, Space, Spin, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, PERMISSIONS } from '@evax/shared/contract';
import { ageInDays } from '@evax/shared/growth';
import { personName, useLanguage, usePermission, useResource } from '@evax/shared/runtime';
import { DetailHeader } from '@evax/shared/ui';
import { fetchChild, fetchFolder } from '../../common/api';
import { medicalFolderPath } from '../../common/links';
import { CHILD_KEY, folderKey } from '../../common/resource-keys';
import { fetchGrowth, fetchHeadCircumference } from '../api';
import { DAYS_PER_CHART_MONTH, GrowthChart, type ChartPoint } from '../components/GrowthChart';

const months = (days: number) => Math.round((days / DAYS_PER_CHART_MONTH) * 100) / 100;

/**
 * /admin/mapi/:evaxNumber/growth-charts: the WHO charts of spec 2 §2 (weight-for-age,
 * length/height-for-age, weight-for-length/height, head circumference-for-age) and BMI-for-age
 * (issue 30; BMI = weight / height in m squared, from each growth measurement) for the child's sex.
 * A page of its own: the charts library is in this page's chunk only.
 */
export default function GrowthChartsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const canHead = usePermission(PERMISSIONS.medicalFolder.viewHeadCircumference);
  const child = useResource(wellFormed ? [...CHILD_KEY, evaxNumber] : null, (signal) => fetchChild(evaxNumber, signal));
  const folder = useResource(wellFormed ? folderKey(evaxNumber) : null, (signal) => fetchFolder(evaxNumber, signal));
  const birthDate = folder.data?.evaxNumber === evaxNumber ? folder.data.birthDate : null;
  const growth = useResource(birthDate ? [...folderKey(evaxNumber), 'growth'] : null, (signal) => fetchGrowth(evaxNumber, birthDate!, signal));
  const head = useResource(birthDate && canHead ? [...folderKey(evaxNumber), 'head-circumference'] : null, (signal) =>
    fetchHeadCircumference(evaxNumber, birthDate!, signal),
  );

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  const error = child.error ?? folder.error ?? growth.error ?? head.error;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!child.data || !folder.data || !birthDate || !growth.data || (canHead && !head.data)) return <Spin />;

  const sex = folder.data.gender;
  const rows = growth.data;
  const lastAge = rows.length > 0 ? ageInDays(birthDate, rows[rows.length - 1]!.date) : 0;
  const byAge = (value: (row: (typeof rows)[number]) => number, score: (row: (typeof rows)[number]) => ChartPoint['score']): ChartPoint[] =>
    rows.map((row) => ({ date: row.date, x: months(ageInDays(birthDate, row.date)), y: value(row), score: score(row) }));
  const charts = [
    {
      indicator: 'weightForAge' as const,
      title: 'WFA',
      xTitle: 'AGE_AXIS',
      yTitle: 'WEIGHT_AXIS',
      byAge: true,
      points: byAge(
        (row) => row.weightKg,
        (row) => row.zScores.weightForAge,
      ),
    },
    {
      indicator: 'lengthHeightForAge' as const,
      title: 'HFA',
      xTitle: 'AGE_AXIS',
      yTitle: 'LENGTH_AXIS',
      byAge: true,
      points: byAge(
        (row) => row.heightCm,
        (row) => row.zScores.lengthHeightForAge,
      ),
    },
    {
      indicator: 'weightForLengthHeight' as const,
      title: 'WFH',
      xTitle: 'HEIGHT_AXIS',
      yTitle: 'WEIGHT_AXIS',
      byAge: false,
      points: rows.map((row) => ({ date: row.date, x: row.heightCm, y: row.weightKg, score: row.zScores.weightForLengthHeight })),
    },
    {
      indicator: 'bmiForAge' as const,
      title: 'BFA',
      xTitle: 'AGE_AXIS',
      yTitle: 'BMI_AXIS',
      byAge: true,
      points: byAge(
        (row) => row.bmi,
        (row) => row.zScores.bmiForAge,
      ),
    },
    ...(canHead
      ? [
          {
            indicator: 'headCircumferenceForAge' as const,
            title: 'HCA',
            xTitle: 'AGE_AXIS',
            yTitle: 'HEAD_AXIS',
            byAge: true,
            points: head.data!.map((row) => ({ date: row.date, x: months(ageInDays(birthDate, row.date)), y: row.headCircumferenceCm, score: row.zScore })),
          },
        ]
      : []),
  ];
  const text = (key: string) => t(`CITIZEN.MEDICAL_FOLDER.CHARTS.${key}`);
  return (
    <Flex vertical gap="middle" className="evax-growth-charts">
      <DetailHeader
        title={
          <Space wrap>
            <span>{personName(child.data, language)}</span>
            <span>({text(sex === 'male' ? 'BOYS' : 'GIRLS')})</span>
          </Space>
        }
        onBack={() => navigate(medicalFolderPath(evaxNumber))}
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {text('PRINT')}
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        {charts.map((chart) => (
          <Col key={chart.indicator} xs={24} xl={12}>
            <GrowthChart
              indicator={chart.indicator}
              sex={sex}
              title={text(chart.title)}
              xTitle={text(chart.xTitle)}
              yTitle={text(chart.yTitle)}
              byAge={chart.byAge}
              ageDays={lastAge}
              points={chart.points}
            />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">{text('SOURCE')}</Typography.Text>
    </Flex>
  );
}
