import type { ReactNode } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN, type Permission, type VaccinationFolderChild } from '@evax/shared/contract';
import { Can, useResource } from '@evax/shared/runtime';
import { ChildAllergies } from './ChildAllergies';
import { ChildHeading } from './ChildHeading';

export interface ChildFolderPageProps<Folder extends { child: VaccinationFolderChild }> {
  /** What the folder of the path's child is cached under. */
  folderKey: (evaxNumber: string) => readonly unknown[];
  load: (evaxNumber: string, signal?: AbortSignal) => Promise<Folder>;
  /** The "new vaccination" button, under its permission. */
  add?: { permission: Permission; labelKey: string; path: (evaxNumber: string) => string };
  /** Other buttons before it (they see the folder). */
  actions?: (folder: Folder) => ReactNode;
  /** Where Back goes: the kind's list. */
  backPath: string;
  children: (folder: Folder) => ReactNode;
}

/**
 * A child's folder of one kind of vaccination (routine, occasional, seasonal, international), at
 * `.../:evaxNumber`: the child, its allergies, what the kind records, "new vaccination" and Back.
 * A malformed evax number is said without asking the server.
 */
export function ChildFolderPage<Folder extends { child: VaccinationFolderChild }>({
  folderKey,
  load,
  add,
  actions,
  backPath,
  children,
}: ChildFolderPageProps<Folder>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: folder, error } = useResource(wellFormed ? folderKey(evaxNumber) : null, (signal) => load(evaxNumber, signal));

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!folder || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  return (
    <Card
      title={<ChildHeading child={folder.child} />}
      extra={
        <Space wrap>
          {actions?.(folder)}
          {add && (
            <Can permission={add.permission}>
              <Button type="primary" onClick={() => navigate(add.path(evaxNumber))}>
                {t(add.labelKey)}
              </Button>
            </Can>
          )}
          <Button onClick={() => navigate(backPath)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Space>
      }
    >
      <ChildAllergies evaxNumber={evaxNumber} />
      {children(folder)}
    </Card>
  );
}
