import { useEffect, useState, type CSSProperties } from 'react';
import { Alert, Button, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { DOCUMENTS_API_PATHS, type CertificateCheck, type CertificateStatement } from '@evax/shared/contract';
import { publicRequest, useLanguage } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui/shell';
import { dayMonthYear } from '@evax/shared/validation';
import { AuthPageFrame } from '../auth/components/AuthPageFrame';

const T = 'VERIFY';

/** The token of a pasted link (`…/verify#token`) or of the code alone. */
const tokenOf = (text: string) => text.trim().split('#').pop()!.trim();

/** What a valid certificate states, and nothing else (spec: only what the certificate says). */
function Statement({ statement }: { statement: CertificateStatement }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: '6px 8px', borderBlockEnd: `1px solid ${token.colorSplit}`, textAlign: 'start' };
  const arabic = useLanguage() === 'ar';
  const name = arabic ? `${statement.firstNameAr} ${statement.lastNameAr}` : `${statement.firstNameFr} ${statement.lastNameFr}`;
  const issuer = (arabic ? statement.issuerAr : statement.issuer) ?? statement.issuer;
  const fields: [string, string, boolean?][] = [
    [`${T}.CHILD`, name],
    [`${T}.EVAX_NUMBER`, statement.evaxNumber, true],
    [`${T}.BIRTH_DATE`, dayMonthYear(statement.birthDate), true],
    [`${T}.ISSUED_ON`, dayMonthYear(statement.issuedAt), true],
    ...(issuer ? [[`${T}.ISSUER`, issuer] as [string, string]] : []),
    [`${T}.CERTIFICATE_ID`, statement.id, true],
  ];
  return (
    <section aria-labelledby="verify-statement">
      <h3 id="verify-statement" style={{ fontSize: 16 }}>
        {t(`${T}.STATES`)}
      </h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
        {fields.map(([label, value, latin]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{t(label)}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{latin ? <LtrText>{value}</LtrText> : value}</dd>
          </div>
        ))}
      </dl>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBlockStart: 16 }}>
        <thead>
          <tr>
            {['VACCINE', 'DOSE', 'DATE'].map((column) => (
              <th key={column} scope="col" style={cell}>
                {t(`${T}.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.doses.map((dose, index) => (
            <tr key={index}>
              <td style={cell}>{(arabic ? dose.vaccineAr : null) ?? dose.vaccine}</td>
              <td style={cell}>{dose.doseNumber ?? ''}</td>
              <td style={cell}>
                <LtrText>{dayMonthYear(dose.date)}</LtrText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Outcome = { state: 'checking' } | { state: 'failed' } | CertificateCheck;

/**
 * /verify (issue 35), no sign-in: what a phone opens from a certificate's QR code. The token is in
 * the address after `#` (never sent to a server's logs by the browser); the server checks its
 * signature and answers what it states. Without one, the code can be pasted.
 */
export function VerifyCertificatePage() {
  const { t } = useTranslation();
  const [token, setToken] = useState(() => tokenOf(window.location.hash.slice(1)));
  const [pasted, setPasted] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome({ state: 'checking' });
    publicRequest<CertificateCheck>('POST', DOCUMENTS_API_PATHS.verifyCertificate, { token }).then(
      (check) => current && setOutcome(check),
      () => current && setOutcome({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  const checking = outcome !== null && 'state' in outcome && outcome.state === 'checking';
  return (
    <AuthPageFrame title={t(`${T}.TITLE`)} maxWidth={640} busy={checking}>
      {!token ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setToken(tokenOf(pasted));
          }}
        >
          <label htmlFor="certificate-code">{t(`${T}.PASTE`)}</label>
          <Input.TextArea id="certificate-code" dir="ltr" rows={4} value={pasted} onChange={(event) => setPasted(event.target.value)} />
          <Button type="primary" htmlType="submit" disabled={!tokenOf(pasted)} style={{ marginBlockStart: 12 }}>
            {t(`${T}.CHECK`)}
          </Button>
        </form>
      ) : (
        <div role="status" aria-live="polite">
          {checking && <p>{t(`${T}.CHECKING`)}</p>}
          {outcome && 'valid' in outcome && outcome.valid && (
            <>
              <Alert type="success" showIcon title={t(`${T}.VALID`)} />
              <Statement statement={outcome.statement} />
            </>
          )}
          {outcome && 'valid' in outcome && !outcome.valid && <Alert type="error" showIcon title={t(`${T}.INVALID`)} />}
          {outcome && 'state' in outcome && outcome.state === 'failed' && <Alert type="warning" showIcon title={t(`${T}.FAILED`)} />}
          <Button
            type="link"
            style={{ paddingInline: 0, marginBlockStart: 12 }}
            onClick={() => {
              window.history.replaceState(null, '', window.location.pathname);
              setToken('');
              setOutcome(null);
            }}
          >
            {t(`${T}.OTHER`)}
          </Button>
        </div>
      )}
    </AuthPageFrame>
  );
}
