import { useMemo, useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LtrText, SchemaForm, type FormValues } from '@evax/shared/ui';
import { galleryFields } from '../gallery-fields';

/** /admin/dev/gallery/fields: every field kind in one working form; Save shows the values. */
export default function FieldsGalleryPage() {
  const { t } = useTranslation();
  const fields = useMemo(() => galleryFields(), []);
  const [submitted, setSubmitted] = useState<FormValues | null>(null);
  return (
    <Card title={t('GALLERY.TITLE')}>
      <SchemaForm id="gallery" fields={fields} bilingual onSubmit={(values) => setSubmitted(values)} />
      {submitted ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('GALLERY.SUBMITTED')}
          </Typography.Title>
          {/* JSON reads left to right in Arabic too. */}
          <LtrText block>
            <pre data-testid="gallery-values" style={{ background: '#f6f8fa', padding: 12, borderRadius: 6, overflow: 'auto' }}>
              {JSON.stringify(submitted, (key, value: unknown) => (value instanceof File ? { name: value.name, size: value.size } : value), 2)}
            </pre>
          </LtrText>
        </>
      ) : null}
    </Card>
  );
}
