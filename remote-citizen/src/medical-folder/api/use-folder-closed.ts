import { PERMISSIONS } from '@evax/shared/contract';
import { usePermission, useResource } from '@evax/shared/runtime';
import { fetchFolder, folderKey } from './medical-folder-api';

/**
 * Whether the child's medical folder is known to be closed: read (once, cached under the folder's
 * key, which the closing dialog invalidates) only by a user who may view the folder.
 */
export function useFolderClosed(evaxNumber: string): boolean {
  const canView = usePermission(PERMISSIONS.medicalFolder.viewMedicalFolder);
  const folder = useResource(canView ? folderKey(evaxNumber) : null, (signal) => fetchFolder(evaxNumber, signal));
  return Boolean(folder.data?.closed);
}
