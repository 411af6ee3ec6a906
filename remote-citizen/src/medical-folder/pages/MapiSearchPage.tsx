import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@evax/shared/runtime';
import { lookupProblem } from '../../child/components/child-lookup';
import { numberInputStyle } from '../../child/components/LtrText';
import { folderPath } from '../paths';

/** /admin/mapi (spec 2 §2): a child's evax number, then its medical folder on the MAPI tab. */
export default function MapiSearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const found = lookupProblem('evaxNumber', typed);
    setProblem(found);
    if (found === null) navigate(`${folderPath(typed.trim())}?tab=mapi`);
  };
  return (
    <Card className="evax-mapi-search" style={{ maxWidth: 560 }} title={t('CITIZEN.MAPI.TITLE')}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('CITIZEN.SEARCH.EVAX_NUMBER')}
          htmlFor="mapi-search-number"
          validateStatus={problem ? 'error' : undefined}
          help={problem ? t(problem) : undefined}
        >
          <Input
            id="mapi-search-number"
            dir="ltr"
            style={numberInputStyle(language)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('CITIZEN.SEARCH.SUBMIT')}
        </Button>
      </Form>
    </Card>
  );
}
