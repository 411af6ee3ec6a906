import { PERMISSIONS } from '@evax/shared/contract';
import { usePermission, useResource } from '@evax/shared/runtime';
import { fetchFolder } from '../api';
import { folderKey } from '../resource-keys';

/**
 * Whether the child's medical folder is known to be closed, for the card's "close" entry: read
 * (once, cached under the folder's key, which the closing dialog invalidates) only for a user who
 * may close the folder and view it; nobody else's card asks.
 */
export function useFolderClosed(evaxNumber: string): boolean {
  const canView = usePermission(PERMISSIONS.medicalFolder.viewMedicalFolder);
  const canClose = usePermission(PERMISSIONS.citizen.closeMedicalFolder);
  const folder = useResource(canView && canClose ? folderKey(evaxNumber) : null, (signal) => fetchFolder(evaxNumber, signal));
  return Boolean(folder.data?.closed);
}
