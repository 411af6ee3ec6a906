import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';

/** A list's toolbar: type a child's evax number, open its folder of the kind (where a vaccination is added). */
export function OpenChildFolder({ folderPath }: { folderPath: (evaxNumber: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [evaxNumber, setEvaxNumber] = useState('');
  const valid = EVAX_NUMBER_PATTERN.test(evaxNumber);
  return (
    <Space.Compact>
      <Input
        aria-label={t('VACCINATION.OPEN_CHILD.LABEL')}
        placeholder={t('VACCINATION.OPEN_CHILD.LABEL')}
        value={evaxNumber}
        maxLength={9}
        inputMode="numeric"
        dir="ltr"
        onChange={(event) => setEvaxNumber(event.target.value.replace(/\D/g, ''))}
        onPressEnter={() => valid && navigate(folderPath(evaxNumber))}
        style={{ width: 180 }}
      />
      <Button type="primary" disabled={!valid} onClick={() => navigate(folderPath(evaxNumber))}>
        {t('VACCINATION.OPEN_CHILD.OPEN')}
      </Button>
    </Space.Compact>
  );
}
