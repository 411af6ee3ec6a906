import { useMemo, useState } from 'react';
import { Button, Card, Flex, Space, Tabs, Tag } from 'antd';
import { FolderOpenOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS, type ChildDetail } from '@evax/shared/contract';
import { Can, forget, invalidate, notify, personName, useLanguage } from '@evax/shared/runtime';
import { DetailFields, DetailHeader } from '@evax/shared/ui';
import { ChildAllergyBanner } from '../../common/components/ChildAllergyBanner';
import { CloseFolderModal } from '../../common/components/CloseFolderModal';
import { SeriousMapiFlag } from '../../common/components/SeriousMapiFlag';
import { useFolderClosed } from '../../common/components/use-folder-closed';
import { medicalFolderPath } from '../../common/links';
import { CHILD_KEY, CITIZEN_KEY, folderKey } from '../../common/resource-keys';
import { vaccinationFolderPath } from '../paths';
import { birthFields, identityFields, papersFields } from './child-detail-fields';
import { ChildEditMenu } from './ChildEditMenu';
import { ChildEditModal } from './ChildEditModal';
import { ChildHistory } from './ChildHistory';
import { ChildParentsTable } from './ChildParentsTable';
import { DeleteChildButton } from './DeleteChildButton';
import { PhoneUpdateModal } from './PhoneUpdateModal';

export interface ChildCardProps {
  child: ChildDetail;
  /** Where Back goes (the list, or the search's form). */
  onBack: () => void;
  /** After the child was deleted. */
  onDeleted: () => void;
}

/**
 * A child's detail card (spec 2 §2, §3): back, the edit menu, the entry points to its medical and
 * vaccination folders (each under its permission), delete; then its fields, its parents and the
 * history of the writes to it.
 */
export function ChildCard({ child, onBack, onDeleted }: ChildCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [closeOpen, setCloseOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const folderClosed = useFolderClosed(child.evaxNumber);
  const sections = useMemo(
    () => [
      { key: 'identity', titleKey: 'CITIZEN.CHILD.SECTIONS.IDENTITY', fields: identityFields(t, language) },
      { key: 'birth', titleKey: 'CITIZEN.CHILD.SECTIONS.BIRTH', fields: birthFields(t, language) },
      { key: 'papers', titleKey: 'CITIZEN.CHILD.SECTIONS.PAPERS', fields: papersFields(t, language) },
    ],
    [t, language],
  );
  const title = (
    <Space wrap>
      <span>{personName(child, language)}</span>
      <Tag color="blue">
        <bdi>{child.evaxNumber}</bdi>
      </Tag>
    </Space>
  );
  const folders = (
    <>
      <Can permission={PERMISSIONS.medicalFolder.viewMapi}>
        <Button icon={<MedicineBoxOutlined />} onClick={() => navigate(medicalFolderPath(child.evaxNumber))}>
          {t('CITIZEN.CHILD.LINKS.MEDICAL_FOLDER')}
        </Button>
      </Can>
      <Can permission={PERMISSIONS.vaccination.viewRoutine}>
        <Button icon={<FolderOpenOutlined />} onClick={() => navigate(vaccinationFolderPath(child.evaxNumber))}>
          {t('CITIZEN.CHILD.LINKS.VACCINATION_FOLDER')}
        </Button>
      </Can>
      <ChildEditMenu
        hasParents={child.parents.length > 0}
        folderClosed={folderClosed}
        onUpdatePhone={() => setPhoneOpen(true)}
        onCloseFolder={() => setCloseOpen(true)}
        onEdit={() => setEditOpen(true)}
      />
      <DeleteChildButton
        child={child}
        onDeleted={() => {
          notify.success('CITIZEN.CHILD.DELETE.DONE');
          // The card's reads of the deleted child (card, history, folder, MAPI, allergies, a search
          // that found it) are dropped, not loaded again into 404s while the page leaves; the lists refresh.
          forget([...CHILD_KEY, child.evaxNumber]);
          forget([...CHILD_KEY, 'search']);
          forget(folderKey(child.evaxNumber));
          invalidate(CITIZEN_KEY);
          onDeleted();
        }}
      />
    </>
  );
  const details = (
    <Flex vertical gap="middle">
      {sections.map((section) => (
        <Card key={section.key} size="small" title={t(section.titleKey)} data-section={section.key}>
          <DetailFields fields={section.fields} record={child} />
        </Card>
      ))}
    </Flex>
  );
  return (
    <Flex vertical gap="middle" className="evax-child-card">
      <DetailHeader title={title} onBack={onBack} extra={folders} />
      <SeriousMapiFlag evaxNumber={child.evaxNumber} />
      <ChildAllergyBanner evaxNumber={child.evaxNumber} />
      <Tabs
        items={[
          { key: 'details', label: t('CITIZEN.CHILD.TABS.DETAILS'), children: details },
          {
            key: 'parents',
            label: t('CITIZEN.CHILD.TABS.PARENTS', { count: child.parents.length }),
            children: <ChildParentsTable parents={child.parents} evaxNumber={child.evaxNumber} />,
          },
          { key: 'history', label: t('CITIZEN.CHILD.TABS.HISTORY'), children: <ChildHistory evaxNumber={child.evaxNumber} />, destroyOnHidden: true },
        ]}
      />
      <CloseFolderModal evaxNumber={child.evaxNumber} open={closeOpen} onClose={() => setCloseOpen(false)} />
      <ChildEditModal
        open={editOpen}
        child={child}
        onClose={() => setEditOpen(false)}
        // The card, its history and the lists read the corrected record again.
        onSaved={() => invalidate(CITIZEN_KEY)}
      />
      <PhoneUpdateModal open={phoneOpen} parents={child.parents} onClose={() => setPhoneOpen(false)} onSaved={() => invalidate(CITIZEN_KEY)} />
    </Flex>
  );
}
