import { Button } from 'antd';
import { LineChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS, type GrowthRow, type HeadCircumferenceRow } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { deleteGrowth, deleteHeadCircumference, fetchGrowth, fetchHeadCircumference, saveGrowth, saveHeadCircumference } from '../api';
import { growthChartsPath } from '../paths';
import { RecordsTab } from './FolderTabs';
import { growthColumns, headCircumferenceColumns } from './growth-columns';
import { growthFields, headCircumferenceFields } from './measurement-fields';
import { useBorderlineConfirmation } from './useBorderlineConfirmation';

const { medicalFolder: p } = PERMISSIONS;

export interface MeasurementTabProps {
  evaxNumber: string;
  birthDate: string;
  readOnly: boolean;
}

/** Weight and height by date, with their WHO z-scores; the way to the growth charts. */
export function GrowthTab({ evaxNumber, birthDate, readOnly }: MeasurementTabProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const borderline = useBorderlineConfirmation();
  return (
    <>
      {borderline.holder}
      <RecordsTab<GrowthRow>
        testId="growth"
        evaxNumber={evaxNumber}
        resource="growth"
        load={(signal) => fetchGrowth(evaxNumber, birthDate, signal)}
        columns={growthColumns(t)}
        rowName={(row) => row.date}
        fields={growthFields(birthDate)}
        emptyValues={{ date: tunisToday(), weightKg: null, heightCm: null }}
        valuesOf={(row) => ({ date: row.date, weightKg: row.weightKg, heightCm: row.heightCm })}
        save={(id, values) =>
          borderline.send((confirmBorderline) =>
            saveGrowth(evaxNumber, id, {
              date: String(values.date),
              weightKg: Number(values.weightKg),
              heightCm: Number(values.heightCm),
              ...(confirmBorderline ? { confirmBorderline } : {}),
            }),
          )
        }
        remove={(row) => deleteGrowth(row.id)}
        permissions={{ add: p.addGrowth, edit: p.editGrowth, delete: p.deleteGrowth }}
        texts={{
          add: 'CITIZEN.MEDICAL_FOLDER.ACTIONS.ADD_GROWTH',
          addTitle: 'CITIZEN.MEDICAL_FOLDER.FORM.GROWTH_ADD',
          editTitle: 'CITIZEN.MEDICAL_FOLDER.FORM.GROWTH_EDIT',
          empty: 'CITIZEN.MEDICAL_FOLDER.EMPTY',
        }}
        readOnly={readOnly}
        extra={
          <Button icon={<LineChartOutlined />} onClick={() => navigate(growthChartsPath(evaxNumber))}>
            {t('CITIZEN.MEDICAL_FOLDER.ACTIONS.CHARTS')}
          </Button>
        }
      />
    </>
  );
}

export function HeadCircumferenceTab({ evaxNumber, birthDate, readOnly }: MeasurementTabProps) {
  const { t } = useTranslation();
  const borderline = useBorderlineConfirmation();
  return (
    <>
      {borderline.holder}
      <RecordsTab<HeadCircumferenceRow>
        testId="head-circumference"
        evaxNumber={evaxNumber}
        resource="head-circumference"
        load={(signal) => fetchHeadCircumference(evaxNumber, birthDate, signal)}
        columns={headCircumferenceColumns(t)}
        rowName={(row) => row.date}
        fields={headCircumferenceFields(birthDate)}
        emptyValues={{ date: tunisToday(), headCircumferenceCm: null }}
        valuesOf={(row) => ({ date: row.date, headCircumferenceCm: row.headCircumferenceCm })}
        save={(id, values) =>
          borderline.send((confirmBorderline) =>
            saveHeadCircumference(evaxNumber, id, {
              date: String(values.date),
              headCircumferenceCm: Number(values.headCircumferenceCm),
              ...(confirmBorderline ? { confirmBorderline } : {}),
            }),
          )
        }
        remove={(row) => deleteHeadCircumference(row.id)}
        permissions={{ add: p.addHeadCircumference, edit: p.editHeadCircumference, delete: p.deleteHeadCircumference }}
        texts={{
          add: 'CITIZEN.MEDICAL_FOLDER.ACTIONS.ADD_HEAD',
          addTitle: 'CITIZEN.MEDICAL_FOLDER.FORM.HEAD_ADD',
          editTitle: 'CITIZEN.MEDICAL_FOLDER.FORM.HEAD_EDIT',
          empty: 'CITIZEN.MEDICAL_FOLDER.EMPTY',
        }}
        readOnly={readOnly}
      />
    </>
  );
}
