import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Result, Steps, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OTP, SHELL_ROUTES, type ChangePhoneResponse } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { mapServerError, serverMessages, useFormMessage } from '@evax/shared/ui';
import { isOtpCode, phoneErrors } from '@evax/shared/validation';
import { errorMessageKey } from '../form-errors';
import { confirmPhoneChange, requestPhoneChange } from '../profile-api';
import { ProfilePageCard } from '../components/ProfilePageCard';
import { useCurrentProfile } from '../use-current-profile';

type Step = 'number' | 'code' | 'done';
const STEPS: Step[] = ['number', 'code', 'done'];
/** A phone number inside a sentence stays left-to-right (+216 first), in Arabic too. */
const LTR_PHONE = { phone: <bdi dir="ltr" /> };

/**
 * /admin/reset-phone: the phone change in two steps (spec 1 §4.2, 3 §4): the new number, to which
 * the server sends a code by SMS, then that code. A number another account has, a wrong or an
 * expired code are refused with their message.
 */
export default function ResetPhonePage() {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const navigate = useNavigate();
  const { phone } = useCurrentProfile();
  const [step, setStep] = useState<Step>('number');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [sent, setSent] = useState<ChangePhoneResponse | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      // The number's field shows its own error; the banner the rest.
      const mapped = mapServerError(failure, { shown: step === 'number' ? ['phone'] : [], messageKey: errorMessageKey });
      if (mapped.byPath.phone) setNumberError(mapped.byPath.phone);
      setError(mapped.message);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    const problem = serverMessages({ phone: phoneErrors(number) }).phone;
    setNumberError(problem ?? null);
    if (problem) return;
    void run(async () => {
      setSent(await requestPhoneChange(number));
      setCode('');
      setStep('code');
    });
  };

  const confirm = (value = code) => {
    if (!isOtpCode(value, sent?.codeLength ?? OTP.length)) return;
    void run(async () => {
      try {
        await confirmPhoneChange(value);
      } catch (failure) {
        setCode(''); // a refused code is typed again from the first cell
        throw failure;
      }
      notify.success('PROFILE.PHONE.SAVED');
      setStep('done');
    });
  };

  return (
    <ProfilePageCard>
      <Flex vertical gap="large" style={{ maxInlineSize: 560 }}>
        <Steps
          size="small"
          current={STEPS.indexOf(step)}
          items={[{ title: t('PROFILE.PHONE.STEP_NUMBER') }, { title: t('PROFILE.PHONE.STEP_CODE') }, { title: t('PROFILE.PHONE.STEP_DONE') }]}
        />
        {error && <Alert type="error" showIcon role="alert" title={translate(error)} />}

        {step === 'number' && (
          <Form layout="vertical" onFinish={sendCode}>
            <Descriptions
              size="small"
              column={1}
              items={[{ key: 'current', label: t('PROFILE.PHONE.CURRENT'), children: phone ? <bdi dir="ltr">{phone}</bdi> : t('PROFILE.DISPLAY.NOT_SET') }]}
            />
            <Form.Item
              label={t('PROFILE.FIELDS.NEW_PHONE')}
              htmlFor="profile-phone"
              required
              extra={<Trans i18nKey="PROFILE.PHONE.HINT" components={LTR_PHONE} />}
              {...(numberError ? { validateStatus: 'error' as const, help: translate(numberError) } : {})}
            >
              <Input
                id="profile-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                maxLength={30}
                value={number}
                onChange={(event) => {
                  setNumber(event.target.value);
                  setNumberError(null);
                }}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('PROFILE.PHONE.SEND')}
            </Button>
          </Form>
        )}

        {step === 'code' && sent && (
          <Form layout="vertical" onFinish={() => confirm()}>
            <Typography.Paragraph>
              <Trans
                i18nKey="PROFILE.PHONE.CODE_SENT"
                values={{ length: sent.codeLength, phone: sent.phone, minutes: Math.round(sent.expiresIn / 60) }}
                components={LTR_PHONE}
              />
            </Typography.Paragraph>
            <Form.Item label={t('PROFILE.FIELDS.CODE')} required>
              <div dir="ltr" style={{ display: 'inline-block' }}>
                <Input.OTP
                  length={sent.codeLength}
                  value={code}
                  aria-label={t('PROFILE.FIELDS.CODE')}
                  formatter={(value) => value.replace(/\D/g, '')}
                  onChange={(value) => {
                    setCode(value);
                    confirm(value);
                  }}
                  onInput={(cells) => setCode(cells.join(''))}
                />
              </div>
            </Form.Item>
            <Flex gap="small" wrap>
              <Button type="primary" htmlType="submit" loading={busy} disabled={!isOtpCode(code, sent.codeLength)}>
                {t('PROFILE.PHONE.CONFIRM')}
              </Button>
              <Button onClick={sendCode} disabled={busy}>
                {t('PROFILE.PHONE.SEND')}
              </Button>
              <Button type="link" onClick={() => (setStep('number'), setError(null))}>
                {t('PROFILE.PHONE.OTHER_NUMBER')}
              </Button>
            </Flex>
          </Form>
        )}

        {step === 'done' && sent && (
          <Result
            status="success"
            title={t('PROFILE.PHONE.SAVED')}
            subTitle={<Trans i18nKey="PROFILE.PHONE.DONE" values={{ phone: sent.phone }} components={LTR_PHONE} />}
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
