import type { ReactNode } from 'react';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import type { NavigateFunction } from 'react-router-dom';

export interface RowActionsProps {
  /** What the row is called, read out with each action (e.g. "Edit BCG"). */
  name: string;
  id: number;
  active: boolean;
  showPath: string;
  editPath: string;
  /** The list path: activate/deactivate open as modals under it, keeping the list's query. */
  listPath: string;
  search: string;
  canEdit: boolean;
  canActivate: boolean;
  canDelete: boolean;
  deleteTitleKey: string;
  deleteMessageKey: string;
  onDelete: () => void;
}

/** One row action, the same whether shown as a button or as a menu item. */
export interface RowAction {
  key: 'show' | 'edit' | 'status' | 'delete';
  labelKey: string;
  icon: ReactNode;
  disabled: boolean;
  danger?: boolean;
  /** Asks for confirmation (deleteTitleKey / deleteMessageKey) before running. */
  confirm?: boolean;
  run: () => void;
}

/** The actions of a row, in order, with what each may do. */
export function rowActionsOf(props: RowActionsProps, navigate: NavigateFunction): RowAction[] {
  const { id, active, showPath, editPath, listPath, search } = props;
  return [
    { key: 'show', labelKey: 'COMMON.ACTIONS.SHOW', icon: <EyeOutlined />, disabled: false, run: () => navigate(showPath) },
    { key: 'edit', labelKey: 'COMMON.ACTIONS.EDIT', icon: <EditOutlined />, disabled: !props.canEdit, run: () => navigate(editPath) },
    {
      key: 'status',
      labelKey: active ? 'COMMON.ACTIONS.DEACTIVATE' : 'COMMON.ACTIONS.ACTIVATE',
      icon: active ? <StopOutlined /> : <CheckCircleOutlined />,
      disabled: !props.canActivate,
      run: () => navigate({ pathname: `${listPath}/${active ? 'deactivate' : 'activate'}/${id}`, search }),
    },
    {
      key: 'delete',
      labelKey: 'COMMON.ACTIONS.DELETE',
      icon: <DeleteOutlined />,
      disabled: !props.canDelete,
      danger: true,
      confirm: true,
      run: props.onDelete,
    },
  ];
}
