import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { invalidate, notify, type ResourceKey } from '@evax/shared/runtime';

export interface ListPageOptions {
  /** The list's path: the activate / deactivate modals return to it, the query kept. */
  listPath: string;
  /** The entity's DELETE call. */
  deleteOne: (id: number) => Promise<void>;
  /** The message after a deletion. */
  deletedKey: string;
  /** What a change makes out of date (a prefix of the list's resourceKey): it is invalidated after each. */
  invalidates: ResourceKey;
}

/**
 * What every activate/deactivate list page does around its table: the success toast a form left in
 * the location state, back to the list after a status modal, and delete with its messages;
 * after a change `invalidates` is invalidated, so the table on screen loads again.
 */
export function useListPage({ listPath, deleteOne, deletedKey, invalidates }: ListPageOptions) {
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: { notice?: string } | null };
  const invalidated = JSON.stringify(invalidates);
  const reload = useCallback(() => invalidate(JSON.parse(invalidated) as ResourceKey), [invalidated]);

  const notice = state?.notice;
  useEffect(() => {
    if (notice) notify.success(notice);
  }, [notice]);

  /** Back to the list path, the current query kept. */
  const backToList = useCallback(() => navigate({ pathname: listPath, search }), [navigate, listPath, search]);
  const afterChange = useCallback(() => {
    notify.success('COMMON.MESSAGES.SAVED');
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

  return { search, reload, backToList, afterChange, remove };
}
