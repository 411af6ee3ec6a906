import { useState } from 'react';
import { Alert, Card, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useResource } from '@evax/shared/runtime';
import { DetailSkeleton, SchemaForm, type FormValues } from '@evax/shared/ui';
import { lookupFrom, lookupRules, LOOKUP_FIELDS, type ChildLookup, type LookupKind } from '../../common/child-lookup';
import { CHILD_KEY } from '../../common/resource-keys';
import { searchChild, searchChildrenByPaper } from '../api';
import { ChildCard } from '../components/ChildCard';
import { FoundChildren } from '../components/FoundChildren';

/** The search form's values: which number, and the number typed for each (the other kinds' are kept). */
type LookupValues = { kind: LookupKind } & Record<LookupKind, string>;

const typedIn = (lookup: ChildLookup | null, kind: LookupKind): string => (lookup && kind in lookup ? (lookup as Record<string, string>)[kind]! : '');

/**
 * /admin/child/search (search-children): a child by its evax number or its national identity card
 * number, then its card; or the children an identity paper finds, the child's own or a parent's
 * (issue 30: a baby has none): one opens its card, several are listed. A mistyped evax number
 * (wrong check digit) is refused here, before any look-up. The lookup lives in the URL
 * (?evaxNumber=, ?nationalId= or ?paper=), so Back returns to the form.
 */
export default function ChildSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lookup = lookupFrom(params);
  // What was typed, kept while the card shows so that Back finds the form as it was left.
  const [entered, setEntered] = useState<LookupValues>(() => ({
    kind: lookup ? (Object.keys(lookup)[0] as LookupKind) : 'evaxNumber',
    evaxNumber: typedIn(lookup, 'evaxNumber'),
    nationalId: typedIn(lookup, 'nationalId'),
    paper: typedIn(lookup, 'paper'),
  }));
  const paper = lookup && 'paper' in lookup ? lookup.paper : null;
  const { data: found, error: paperError } = useResource(paper ? [...CHILD_KEY, 'search', { paper }] : null, (signal) => searchChildrenByPaper(paper!, signal));
  // The one child a paper found opens as an evax number's would (its card read, audited as such).
  const only = paper && found?.length === 1 ? found[0]!.evaxNumber : null;
  const direct = lookup && !('paper' in lookup) ? lookup : only ? { evaxNumber: only } : null;
  const { data: child, error: childError } = useResource(direct ? [...CHILD_KEY, 'search', direct] : null, (signal) => searchChild(direct!, signal));
  const error = paperError ?? childError;

  const submit = (values: FormValues) => {
    const typed = values as LookupValues;
    setEntered(typed);
    setParams({ [typed.kind]: typed[typed.kind].trim() });
  };
  const clear = () => setParams({});

  if (direct && child && !error) return <ChildCard child={child} onBack={clear} onDeleted={clear} />;
  // A card on its way shows the card's skeleton (not empty sections); a paper's list, the spinner.
  if (direct && !error) return <DetailSkeleton />;
  const listing = paper && !error && !found;

  return (
    <Card className="evax-child-search" style={{ maxWidth: 720 }}>
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
      {paper && !error && found?.length === 0 && (
        <Alert type="info" showIcon title={t('CITIZEN.SEARCH.NO_CHILD')} style={{ marginTop: 16 }} data-testid="child-search-none" />
      )}
      {paper && !error && found && found.length > 1 && <FoundChildren rows={found} />}
      {listing && <Spin />}
    </Card>
  );
}
