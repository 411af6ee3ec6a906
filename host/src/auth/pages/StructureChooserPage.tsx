import { useState } from 'react';
import { Alert, Button, Radio, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toApiError, useAuthStore, useLanguage } from '@evax/shared/runtime';
import { changeCurrentCenter } from '../sign-in-api';
import { structureLabel } from '../structure-label';
import { useStructureChoice } from '../structure-choice';
import { AuthPageFrame, AuthPanelText } from '../components/AuthPageFrame';

/**
 * The structure chooser after sign-in, for a user who works at several structures: the default
 * one is preselected; choosing another makes it the default (POST /api/current-center/change),
 * with its permissions, before the first page opens.
 */
export default function StructureChooserPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = theme.useToken();
  const structures = useAuthStore((state) => state.currentUser?.structuresDetails ?? []);
  const done = useStructureChoice((state) => state.done);
  const current = structures.find((detail) => detail.isDefault) ?? structures[0];
  const [chosen, setChosen] = useState(current?.structure.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const proceed = async () => {
    if (chosen === undefined || chosen === current?.structure.id) return done();
    setSaving(true);
    setFailure(null);
    try {
      await changeCurrentCenter(chosen);
      done();
    } catch (error) {
      setFailure(toApiError(error).key);
      setSaving(false);
    }
  };

  return (
    <AuthPageFrame title={t('AUTH.STRUCTURE.TITLE')}>
      <AuthPanelText>{t('AUTH.STRUCTURE.DESC')}</AuthPanelText>
      {failure && <Alert type="error" showIcon role="alert" title={t(failure)} style={{ marginBlockEnd: 16 }} />}
      <Radio.Group value={chosen} onChange={(event) => setChosen(event.target.value as number)} disabled={saving} style={{ width: '100%' }}>
        <Space direction="vertical" style={{ width: '100%' }} size="small">
          {structures.map((detail) => {
            const { group, name } = structureLabel(detail, language);
            return (
              <Radio
                key={detail.structure.id}
                value={detail.structure.id}
                style={{
                  width: '100%',
                  padding: '8px 12px',
                  border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                }}
              >
                <span style={{ display: 'flex', flexDirection: 'column' }}>
                  <Typography.Text strong>{name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {group}
                    {detail.isDefault && ` · ${t('AUTH.STRUCTURE.CURRENT')}`}
                  </Typography.Text>
                </span>
              </Radio>
            );
          })}
        </Space>
      </Radio.Group>
      <Button type="primary" block onClick={proceed} loading={saving} style={{ marginBlockStart: 16 }} data-testid="structure-chooser-continue">
        {t('AUTH.STRUCTURE.CONTINUE')}
      </Button>
    </AuthPageFrame>
  );
}
