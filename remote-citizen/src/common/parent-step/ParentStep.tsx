import { useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex } from 'antd';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { toApiError, useLanguage, personName } from '@evax/shared/runtime';
import { fieldsSchema, LtrText, SchemaFields, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { checkParent } from '../api';
import { nationalityOptions } from '../nationalities';
import {
  checkOutcome,
  newParentFields,
  newParentRules,
  paperFields,
  paperKey,
  paperOf,
  roleField,
  type PaperValues,
  type ParentCheckState,
} from './parent-fields';

/** The values the parent step works on, at the top of its form. */
export interface ParentStepValues extends FormValues {
  paper: PaperValues;
  check: ParentCheckState;
  parent: FormValues;
  role: string;
}

export function useParentFields(): { paper: FieldDefinition[] } {
  const language = useLanguage();
  return useMemo(() => ({ paper: paperFields(nationalityOptions(language)) }), [language]);
}

/** The step's schema: the paper; once checked and unknown, the new parent with the shared rules; the role. */
export function parentStepSchema(paper: FieldDefinition[]) {
  return yup.lazy((values: ParentStepValues) => {
    const outcome = checkOutcome(values.paper, values.check);
    return yup.object({
      paper: fieldsSchema(paper),
      parent: outcome === 'new' ? fieldsSchema(newParentFields, { rules: newParentRules(values.paper) }) : yup.mixed(),
      role:
        outcome === null
          ? yup.mixed()
          : yup
              .string()
              .nullable()
              .test('required', RULE_MESSAGES.required, (value) => Boolean(value)),
    });
  }) as unknown as yup.AnyObjectSchema;
}

/**
 * check_parent for the paper typed (spec 2 §7), its answer kept in the form: the step's own
 * submit calls it when the agent saves without checking, and stays on the step (false) to show it.
 */
export async function ensureParentChecked(
  values: ParentStepValues,
  setFieldValue: (field: string, value: unknown, validate?: boolean) => unknown,
): Promise<boolean> {
  const { paper, check } = values;
  if (checkOutcome(paper, check) !== null) return true;
  const { nationalId, passportNumber, nationality } = paperOf(paper);
  const answer = await checkParent(nationalId ? { nationalId } : { passportNumber: passportNumber ?? '', nationality });
  await setFieldValue('check', { checkedFor: paperKey(paper), found: answer.parent, outsideScope: answer.outsideScope } satisfies ParentCheckState, false);
  return false;
}

/**
 * Step 2 of adding a child, and the parent page: the parent's identity paper, "check the parent"
 * (check_parent: registered or not), then the registered parent's summary or the new parent's
 * fields, and the role towards the child.
 */
export function ParentStep<Values extends ParentStepValues>({ form, paper, id }: { form: FormikProps<Values>; paper: FieldDefinition[]; id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = checkOutcome(form.values.paper, form.values.check);
  const found = form.values.check.found;

  const check = async () => {
    setFailure(null);
    const errors = await form.validateForm();
    if (getIn(errors, 'paper')) {
      await form.setTouched({ ...form.touched, paper: { kind: true, nationalId: true, passportNumber: true, nationality: true } } as never, false);
      return;
    }
    setChecking(true);
    try {
      await ensureParentChecked(form.values, form.setFieldValue);
    } catch (error) {
      setFailure(toApiError(error).key);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <SchemaFields fields={paper} prefix="paper" id={`${id}-paper`} />
      <Flex>
        <Button onClick={() => void check()} loading={checking} disabled={outcome !== null}>
          {t('CITIZEN.PARENT.CHECK.BUTTON')}
        </Button>
      </Flex>
      {failure ? <Alert type="error" showIcon title={t(failure)} /> : null}
      {outcome === 'exists' && found ? (
        <Card size="small" data-testid="registered-parent">
          <Alert
            type="success"
            showIcon
            title={t('CITIZEN.PARENT.CHECK.EXISTS')}
            description={form.values.check.outsideScope ? t('CITIZEN.PARENT.CHECK.OUTSIDE_SCOPE') : undefined}
            style={{ marginBlockEnd: 12 }}
          />
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('CITIZEN.PARENT.SUMMARY.NAME')}>{personName(found, language)}</Descriptions.Item>
            <Descriptions.Item label={t('CITIZEN.PARENT.SUMMARY.PHONE')}>
              <LtrText>{found.phone ?? '—'}</LtrText>
            </Descriptions.Item>
            <Descriptions.Item label={t('CITIZEN.PARENT.SUMMARY.PAPER')}>
              <LtrText>{found.nationalId ?? `${found.passportNumber ?? ''} (${found.nationality})`}</LtrText>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      {outcome === 'new' ? (
        <>
          <Alert type="info" showIcon title={t('CITIZEN.PARENT.CHECK.NEW')} />
          <SchemaFields fields={newParentFields} prefix="parent" id={`${id}-parent`} />
        </>
      ) : null}
      {outcome !== null ? <SchemaFields fields={[roleField]} id={id} /> : null}
    </Flex>
  );
}
