import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Segmented, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage, useResource } from '@evax/shared/runtime';
import { CHILD_KEY, searchChild } from '../api/children-api';
import { ChildCard } from '../components/ChildCard';
import { numberInputStyle } from '../components/LtrText';
import { lookupFrom, lookupProblem, type LookupKind } from '../components/child-lookup';

/**
 * /admin/child/search (search-children): a child by its evax number or its national identity card
 * number, then its card. A mistyped evax number (wrong check digit) is refused here, before any
 * look-up. The lookup lives in the URL (?evaxNumber= or ?nationalId=), so Back returns to the form.
 */
export default function ChildSearchPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const lookup = lookupFrom(params);
  const [kind, setKind] = useState<LookupKind>(lookup && 'nationalId' in lookup ? 'nationalId' : 'evaxNumber');
  const [typed, setTyped] = useState(lookup ? Object.values(lookup)[0]! : '');
  const [problem, setProblem] = useState<string | null>(null);
  const { data: child, error, loading } = useResource(lookup ? [...CHILD_KEY, 'search', lookup] : null, (signal) => searchChild(lookup!, signal));

  const submit = () => {
    const found = lookupProblem(kind, typed);
    setProblem(found);
    if (found === null) setParams({ [kind]: typed.trim() });
  };
  const clear = () => setParams({});

  if (lookup && child && !error) return <ChildCard child={child} onBack={clear} onDeleted={clear} />;

  const label = t(kind === 'evaxNumber' ? 'CITIZEN.SEARCH.EVAX_NUMBER' : 'CITIZEN.SEARCH.NATIONAL_ID');
  return (
    <Card className="evax-child-search" style={{ maxWidth: 560 }}>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('CITIZEN.SEARCH.BY')}>
          <Segmented<LookupKind>
            value={kind}
            onChange={(next) => {
              setKind(next);
              setProblem(null);
            }}
            options={[
              { value: 'evaxNumber', label: t('CITIZEN.SEARCH.EVAX_NUMBER') },
              { value: 'nationalId', label: t('CITIZEN.SEARCH.NATIONAL_ID') },
            ]}
          />
        </Form.Item>
        <Form.Item label={label} htmlFor="child-search-number" validateStatus={problem ? 'error' : undefined} help={problem ? t(problem) : undefined}>
          <Input
            id="child-search-number"
            dir="ltr"
            style={numberInputStyle(language)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={kind === 'evaxNumber' ? 9 : 8}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value.replace(/\D/g, ''));
              setProblem(null);
            }}
          />
        </Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
            {t('CITIZEN.SEARCH.SUBMIT')}
          </Button>
        </Flex>
      </Form>
      {lookup && error && <Alert type="error" showIcon title={t(error.key)} style={{ marginTop: 16 }} data-testid="child-search-error" />}
      {lookup && !error && !child && <Spin />}
    </Card>
  );
}
