import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Result, Steps, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OTP, SHELL_ROUTES, type ChangePhoneResponse } from '@evax/shared/contract';
import { notify, toApiError } from '@evax/shared/runtime';
import { LTR_MARKUP, LtrText, SchemaForm, useFormMessage, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { isOtpCode, phoneErrors } from '@evax/shared/validation';
import { confirmPhoneChange, requestPhoneChange } from '../profile-api';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { PROFILE_FORM, profileField } from '../components/profile-form';
import { useCurrentProfile } from '../use-current-profile';

type Step = 'number' | 'code' | 'done';
const STEPS: Step[] = ['number', 'code', 'done'];

/** The new number, with its examples (left to right in the hint too). */
const NUMBER_FIELDS: FieldDefinition[] = [
  profileField('phone', 'PROFILE.FIELDS.NEW_PHONE', { inputType: 'tel', autoComplete: 'tel', dir: 'ltr', maxLength: 30 }, { hint: 'PROFILE.PHONE.HINT' }),
];

/** The code received by SMS, confirmed as soon as its last digit is typed. */
const codeFields = (length: number): FieldDefinition[] => [
  { type: 'input_otp', name: 'code', label: 'PROFILE.FIELDS.CODE', required: true, width: 24, props: { length, submitWhenComplete: true } },
];

/**
 * /admin/reset-phone: the phone change in two steps (spec 1 §4.2, 3 §4): the new number, to which
 * the server sends a code by SMS, then that code. A number another account has, a wrong or an
 * expired code are refused with their message; a refused code is typed again from the first box.
 */
export default function ResetPhonePage() {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const navigate = useNavigate();
  const { phone } = useCurrentProfile();
  const [step, setStep] = useState<Step>('number');
  const [number, setNumber] = useState('');
  const [sent, setSent] = useState<ChangePhoneResponse | null>(null);
  // Each code sent starts the code's form again, empty.
  const [round, setRound] = useState(0);
  const [resending, setResending] = useState(false);
  const [resendFailure, setResendFailure] = useState<string | null>(null);
  const codeLength = sent?.codeLength ?? OTP.length;

  const sendCode = async (values: FormValues) => {
    const typed = String(values.phone);
    setSent(await requestPhoneChange(typed));
    setRound((count) => count + 1);
    setNumber(typed);
    setResendFailure(null);
    setStep('code');
  };

  const sendAgain = async () => {
    setResending(true);
    setResendFailure(null);
    try {
      setSent(await requestPhoneChange(number));
      setRound((count) => count + 1);
    } catch (failure) {
      setResendFailure(toApiError(failure).key);
    } finally {
      setResending(false);
    }
  };

  const confirm = async (values: FormValues, helpers: { setFieldValue: (field: string, value: unknown, validate?: boolean) => unknown }) => {
    try {
      await confirmPhoneChange(String(values.code));
    } catch (failure) {
      await helpers.setFieldValue('code', '', false); // a refused code is typed again from the first box
      throw failure;
    }
    notify.success('PROFILE.PHONE.SAVED');
    setStep('done');
  };

  return (
    <ProfilePageCard>
      <Flex vertical gap="large" style={{ maxInlineSize: 560 }}>
        <Steps
          size="small"
          current={STEPS.indexOf(step)}
          items={[{ title: t('PROFILE.PHONE.STEP_NUMBER') }, { title: t('PROFILE.PHONE.STEP_CODE') }, { title: t('PROFILE.PHONE.STEP_DONE') }]}
        />

        {step === 'number' && (
          <>
            <Descriptions
              size="small"
              column={1}
              items={[{ key: 'current', label: t('PROFILE.PHONE.CURRENT'), children: phone ? <LtrText>{phone}</LtrText> : t('PROFILE.DISPLAY.NOT_SET') }]}
            />
            <SchemaForm
              {...PROFILE_FORM}
              fields={NUMBER_FIELDS}
              initialValues={{ phone: number }}
              rules={(values) => ({ phone: phoneErrors(String(values.phone ?? '')) })}
              submitLabel="PROFILE.PHONE.SEND"
              onSubmit={sendCode}
            />
          </>
        )}

        {step === 'code' && sent && (
          <Flex vertical gap="middle">
            <Typography.Paragraph style={{ marginBlockEnd: 0 }}>
              <Trans
                i18nKey="PROFILE.PHONE.CODE_SENT"
                values={{ length: sent.codeLength, phone: sent.phone, minutes: Math.round(sent.expiresIn / 60) }}
                components={LTR_MARKUP}
              />
            </Typography.Paragraph>
            {resendFailure && <Alert type="error" showIcon role="alert" title={translate(resendFailure)} />}
            <SchemaForm
              {...PROFILE_FORM}
              key={round}
              fields={codeFields(codeLength)}
              initialValues={{ code: '' }}
              submitLabel="PROFILE.PHONE.CONFIRM"
              submitDisabled={(values) => !isOtpCode(String(values.code ?? ''), codeLength)}
              // A refused code is typed again from an empty first box: its error is the banner's.
              shownErrors={[]}
              onSubmit={confirm}
              actions={
                <>
                  <Button onClick={() => void sendAgain()} loading={resending}>
                    {t('PROFILE.PHONE.SEND')}
                  </Button>
                  <Button type="link" onClick={() => setStep('number')}>
                    {t('PROFILE.PHONE.OTHER_NUMBER')}
                  </Button>
                </>
              }
            />
          </Flex>
        )}

        {step === 'done' && sent && (
          <Result
            status="success"
            title={t('PROFILE.PHONE.SAVED')}
            subTitle={<Trans i18nKey="PROFILE.PHONE.DONE" values={{ phone: sent.phone }} components={LTR_MARKUP} />}
            extra={
              <Button type="primary" onClick={() => navigate(SHELL_ROUTES.profileDisplay)}>
                {t('PROFILE.PHONE.BACK_TO_PROFILE')}
              </Button>
            }
          />
        )}
      </Flex>
    </ProfilePageCard>
  );
}
