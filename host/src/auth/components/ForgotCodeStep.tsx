import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OtpRequestResponse } from '@evax/shared/contract';
import { formatDuration, useLanguage } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui/shell';
import { isOtpCode } from '@evax/shared/validation';
import { otpErrorText } from '../otp-error';
import { checkResetRequest, verifyResetCode } from '../sign-in-api';
import { AuthPanelText } from './AuthPageFrame';

/**
 * Step 2: the code received by SMS, one digit per box (antd Input.OTP). verify-user first
 * tells whether the request still waits for its code; a wrong code shows AUTH.OTP.ERROR.
 */
export function ForgotCodeStep({
  request,
  onVerified,
  onStartAgain,
}: {
  request: OtpRequestResponse;
  onVerified: (token: string) => void;
  onStartAgain: (reason: string | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    let cancelled = false;
    checkResetRequest(request.requestId).catch(() => !cancelled && onStartAgain(t('AUTH.FORGOT.CODE_EXPIRED')));
    return () => {
      cancelled = true;
    };
  }, [request.requestId, onStartAgain, t]);

  const submit = async () => {
    if (!isOtpCode(code, request.codeLength)) {
      setFailure(t('AUTH.FORGOT.CODE_REQUIRED', { length: request.codeLength }));
      return;
    }
    setChecking(true);
    setFailure(null);
    try {
      onVerified((await verifyResetCode(request.requestId, code)).token);
    } catch (error) {
      setFailure(otpErrorText(error, t));
      setCode('');
      setChecking(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={checking}>
      <AuthPanelText>{t('AUTH.FORGOT.CODE_DESC', { length: request.codeLength, time: formatDuration(request.expiresIn, language) })}</AuthPanelText>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBlockEnd: 16 }} />}
      <Form.Item label={t('AUTH.FORGOT.CODE')} required>
        {/* Digits read left to right in Arabic too. */}
        <LtrText block style={{ display: 'flex', justifyContent: 'center' }}>
          <Input.OTP
            length={request.codeLength}
            value={code}
            onChange={setCode}
            formatter={(value) => value.replace(/\D/g, '')}
            autoFocus
            aria-label={t('AUTH.FORGOT.CODE')}
          />
        </LtrText>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={checking}>
        {t('AUTH.FORGOT.VERIFY_CODE')}
      </Button>
      <Button color="primary" variant="link" block onClick={() => onStartAgain(null)} style={{ marginBlockStart: 8 }}>
        {t('AUTH.FORGOT.RESEND')}
      </Button>
    </Form>
  );
}
