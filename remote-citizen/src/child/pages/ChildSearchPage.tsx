import { useState } from 'react';
import { Alert, Card, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useResource } from '@evax/shared/runtime';
import { SchemaForm, type FormValues } from '@evax/shared/ui';
import { lookupFrom, lookupRules, LOOKUP_FIELDS, type LookupKind } from '../../common/child-lookup';
import { CHILD_KEY } from '../../common/resource-keys';
import { searchChild } from '../api';
import { ChildCard } from '../components/ChildCard';

/** The search form's values: which number, and the number typed for each (the other kind's is kept). */
type LookupValues = { kind: LookupKind } & Record<LookupKind, string>;

/**
 * /admin/child/search (search-children): a child by its evax number or its national identity card
 * number, then its card. A mistyped evax number (wrong check digit) is refused here, before any
 * look-up. The lookup lives in the URL (?evaxNumber= or ?nationalId=), so Back returns to the form.
 */
export default function ChildSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lookup = lookupFrom(params);
  // What was typed, kept while the card shows so that Back finds the form as it was left.
  const [entered, setEntered] = useState<LookupValues>(() => ({
    kind: lookup && 'nationalId' in lookup ? 'nationalId' : 'evaxNumber',
    evaxNumber: lookup && 'evaxNumber' in lookup ? lookup.evaxNumber : '',
    nationalId: lookup && 'nationalId' in lookup ? lookup.nationalId : '',
  }));
  const { data: child, error } = useResource(lookup ? [...CHILD_KEY, 'search', lookup] : null, (signal) => searchChild(lookup!, signal));

  const submit = (values: FormValues) => {
    const typed = values as LookupValues;
    setEntered(typed);
    setParams({ [typed.kind]: typed[typed.kind].trim() });
  };
  const clear = () => setParams({});

  if (lookup && child && !error) return <ChildCard child={child} onBack={clear} onDeleted={clear} />;

  return (
    <Card className="evax-child-search" style={{ maxWidth: 560 }}>
      <SchemaForm
        id="child-search"
        fields={LOOKUP_FIELDS}
        initialValues={entered}
        rules={lookupRules}
        submitLabel="CITIZEN.SEARCH.SUBMIT"
        submitIcon={<SearchOutlined />}
        onSubmit={submit}
      />
      {lookup && error && <Alert type="error" showIcon title={t(error.key)} style={{ marginTop: 16 }} data-testid="child-search-error" />}
      {lookup && !error && !child && <Spin />}
    </Card>
  );
}
