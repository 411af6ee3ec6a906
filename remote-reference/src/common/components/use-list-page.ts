import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@evax/shared/runtime';

export interface ListPageOptions {
  /** The list's path: the activate / deactivate modals return to it, the query kept. */
  listPath: string;
  /** The entity's DELETE call. */
  deleteOne: (id: number) => Promise<void>;
  /** The message after a deletion. */
  deletedKey: string;
}

/**
 * What every reference list page does around its table: the success toast a form left in
 * the location state, the reload signal, back to the list after a status modal (reloading),
 * and delete with its messages.
 */
export function useListPage({ listPath, deleteOne, deletedKey }: ListPageOptions) {
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: { notice?: string } | null };
  const [reloadSignal, setReloadSignal] = useState(0);
  const reload = useCallback(() => setReloadSignal((value) => value + 1), []);

  const notice = state?.notice;
  useEffect(() => {
    if (notice) notify.success(notice);
  }, [notice]);

  /** Back to the list path, the current query kept. */
  const backToList = useCallback(() => navigate({ pathname: listPath, search }), [navigate, listPath, search]);
  const afterChange = useCallback(() => {
    notify.success('REFERENCE.MESSAGES.SAVED');
    backToList();
    reload();
  }, [backToList, reload]);

  const remove = useCallback(
    async (id: number) => {
      try {
        await deleteOne(id);
        notify.success(deletedKey);
        reload();
      } catch (failure) {
        notify.failure(failure);
      }
    },
    [deleteOne, deletedKey, reload],
  );

  return { search, reloadSignal, reload, backToList, afterChange, remove };
}
