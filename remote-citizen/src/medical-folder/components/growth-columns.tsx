import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { GrowthRow, HeadCircumferenceRow } from '@evax/shared/contract';
import type { GrowthAge } from '@evax/shared/growth';
import { formatDate } from '@evax/shared/runtime';
import { LtrText, ZScoreTag } from '@evax/shared/ui';

/** Spec 2 §3's age, {years, months}, in short words. */
export const ageText = (t: TFunction, { years, months }: GrowthAge) => t('CITIZEN.MEDICAL_FOLDER.AGE_YEARS_MONTHS', { years, months });

const dateColumn = <Row extends { date: string }>(t: TFunction) => ({
  key: 'date',
  title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.DATE'),
  render: (_: unknown, row: Row) => <LtrText>{formatDate(row.date)}</LtrText>,
});

const ageColumn = <Row extends { age: GrowthAge }>(t: TFunction) => ({
  key: 'age',
  title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.AGE'),
  render: (_: unknown, row: Row) => ageText(t, row.age),
});

export function growthColumns(t: TFunction): TableColumnsType<GrowthRow> {
  return [
    dateColumn<GrowthRow>(t),
    ageColumn<GrowthRow>(t),
    { key: 'weight', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.WEIGHT'), dataIndex: 'weightKg', align: 'end' },
    { key: 'height', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.HEIGHT'), dataIndex: 'heightCm', align: 'end' },
    { key: 'wfa', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.WFA'), render: (_, row) => <ZScoreTag score={row.zScores.weightForAge} /> },
    { key: 'hfa', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.HFA'), render: (_, row) => <ZScoreTag score={row.zScores.lengthHeightForAge} /> },
    { key: 'wfh', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.WFH'), render: (_, row) => <ZScoreTag score={row.zScores.weightForLengthHeight} /> },
    { key: 'bmi', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.BMI'), dataIndex: 'bmi', align: 'end' },
    { key: 'bfa', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.BFA'), render: (_, row) => <ZScoreTag score={row.zScores.bmiForAge} /> },
  ];
}

export function headCircumferenceColumns(t: TFunction): TableColumnsType<HeadCircumferenceRow> {
  return [
    dateColumn<HeadCircumferenceRow>(t),
    ageColumn<HeadCircumferenceRow>(t),
    { key: 'head', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.HEAD'), dataIndex: 'headCircumferenceCm', align: 'end' },
    { key: 'hca', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.HCA'), render: (_, row) => <ZScoreTag score={row.zScore} /> },
  ];
}
