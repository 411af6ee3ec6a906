import { useCallback, useEffect, useState } from 'react';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toApiError } from '@evax/shared/runtime';

export interface ListPageOptions {
  /** The list's path: the activate / deactivate modals return to it, the query kept. */
  listPath: string;
  /** The entity's DELETE call. */
  deleteOne: (id: number) => Promise<void>;
  /** The message after a deletion. */
  deletedKey: string;
}

/**
 * What every reference list page does around its table: the success message a form left in
 * the location state, the reload signal, back to the list after a status modal (reloading),
 * and delete with its messages.
 */
export function useListPage({ listPath, deleteOne, deletedKey }: ListPageOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: { notice?: string } | null };
  const [messageApi, messageHolder] = message.useMessage();
  const [reloadSignal, setReloadSignal] = useState(0);
  const reload = useCallback(() => setReloadSignal((value) => value + 1), []);

  const notice = state?.notice;
  useEffect(() => {
    if (notice) void messageApi.success(t(notice));
  }, [notice, messageApi, t]);

  /** Back to the list path, the current query kept. */
  const backToList = useCallback(() => navigate({ pathname: listPath, search }), [navigate, listPath, search]);
  const afterChange = useCallback(() => {
    void messageApi.success(t('REFERENCE.MESSAGES.SAVED'));
    backToList();
    reload();
  }, [messageApi, t, backToList, reload]);

  const remove = useCallback(
    async (id: number) => {
      try {
        await deleteOne(id);
        void messageApi.success(t(deletedKey));
        reload();
      } catch (failure) {
        void messageApi.error(t(toApiError(failure).key));
      }
    },
    [deleteOne, deletedKey, messageApi, t, reload],
  );

  return { search, messageHolder, reloadSignal, reload, backToList, afterChange, remove };
}
