import { Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALLERGY_NAME, PERMISSIONS, type AllergyRow } from '@evax/shared/contract';
import { invalidate, useLanguage, usePermission, useResource } from '@evax/shared/runtime';
import type { FieldDefinition } from '@evax/shared/ui';
import { folderKey } from '../../common/resource-keys';
import { deleteAllergy, fetchAllergies, fetchAllergyTypes, reorderAllergies, saveAllergy } from '../api';
import { RecordsTab } from './FolderTabs';

const { medicalFolder: p } = PERMISSIONS;

/** The child's allergies in their order: add, change, delete, move up or down (the order is kept by the API). */
export function AllergiesTab({ evaxNumber, readOnly }: { evaxNumber: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canReorder = usePermission(p.editAllergy) && !readOnly;
  const { data: types } = useResource(['reference', 'option-list-choices', 'ALLERGY_TYPE'], fetchAllergyTypes);
  const fields: FieldDefinition[] = [
    {
      type: 'select',
      name: 'type',
      label: 'CITIZEN.MEDICAL_FOLDER.FORM.TYPE',
      required: true,
      width: 24,
      props: { options: (types ?? []).map((type) => ({ value: type.code ?? '', label: language === 'ar' ? type.valueAr : type.valueFr })) },
    },
    { type: 'input', name: 'name', label: 'CITIZEN.MEDICAL_FOLDER.FORM.NAME', required: true, width: 24, props: { maxLength: ALLERGY_NAME.max } },
  ];
  const move = async (rows: AllergyRow[], from: number, to: number) => {
    const ids = rows.map((row) => row.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    await reorderAllergies(evaxNumber, ids);
    invalidate(folderKey(evaxNumber));
  };
  return (
    <RecordsTab<AllergyRow>
      testId="allergies"
      evaxNumber={evaxNumber}
      resource="allergies"
      load={(signal) => fetchAllergies(evaxNumber, signal)}
      columns={[
        { key: 'rank', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.RANK'), dataIndex: 'rank', width: 70 },
        { key: 'name', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.NAME'), dataIndex: 'name' },
        { key: 'type', title: t('CITIZEN.MEDICAL_FOLDER.COLUMNS.TYPE'), render: (_, row) => (language === 'ar' ? row.typeAr : row.typeFr) },
      ]}
      rowName={(row) => row.name}
      fields={fields}
      emptyValues={{ type: '', name: '' }}
      valuesOf={(row) => ({ type: row.type, name: row.name })}
      save={(id, values) => saveAllergy(evaxNumber, id, { type: String(values.type), name: String(values.name).trim() })}
      remove={(row) => deleteAllergy(row.id)}
      permissions={{ add: p.addAllergy, edit: p.editAllergy, delete: p.deleteAllergy }}
      texts={{
        add: 'CITIZEN.MEDICAL_FOLDER.ACTIONS.ADD_ALLERGY',
        addTitle: 'CITIZEN.MEDICAL_FOLDER.FORM.ALLERGY_ADD',
        editTitle: 'CITIZEN.MEDICAL_FOLDER.FORM.ALLERGY_EDIT',
        empty: 'CITIZEN.MEDICAL_FOLDER.NO_ALLERGY',
      }}
      readOnly={readOnly}
      rowExtra={(row, index, rows) =>
        canReorder && (
          <>
            <Button
              type="link"
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              aria-label={`${t('CITIZEN.MEDICAL_FOLDER.ACTIONS.MOVE_UP')} ${row.name}`}
              onClick={() => move(rows, index, index - 1)}
            />
            <Button
              type="link"
              icon={<ArrowDownOutlined />}
              disabled={index === rows.length - 1}
              aria-label={`${t('CITIZEN.MEDICAL_FOLDER.ACTIONS.MOVE_DOWN')} ${row.name}`}
              onClick={() => move(rows, index, index + 1)}
            />
          </>
        )
      }
    />
  );
}
