import { Card } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SchemaForm } from '@evax/shared/ui';
import { EVAX_NUMBER_FIELD, lookupRules } from '../../common/child-lookup';
import { medicalFolderPath } from '../../common/links';

/** /admin/mapi (spec 2 §2): a child's evax number, then its medical folder on the MAPI tab. */
export default function MapiSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card className="evax-mapi-search" style={{ maxWidth: 560 }} title={t('CITIZEN.MAPI.TITLE')}>
      <SchemaForm
        id="mapi-search"
        fields={[EVAX_NUMBER_FIELD]}
        initialValues={{ evaxNumber: '' }}
        rules={lookupRules}
        submitLabel="CITIZEN.SEARCH.SUBMIT"
        submitIcon={<SearchOutlined />}
        onSubmit={(values) => navigate(`${medicalFolderPath(String(values.evaxNumber).trim())}?tab=mapi`)}
      />
    </Card>
  );
}
