import { useEffect } from 'react';
import { notification } from 'antd';
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNotifications, type Toast } from '@evax/shared/runtime';
import { TOAST_CONFIG, toastStyle } from './toast-style';

/** Shows the queued toasts and takes them out of the queue (the error state is cleared once shown). */
export default function ToastRenderer() {
  const { t } = useTranslation();
  const [api, holder] = notification.useNotification(TOAST_CONFIG);

  useEffect(() => {
    const show = (toasts: Toast[]): void => {
      for (const toast of toasts) {
        const Icon = toast.kind === 'success' ? CheckCircleFilled : CloseCircleFilled;
        api.open({
          key: String(toast.id),
          title: <span style={{ color: '#fff' }}>{t(toast.message, toast.params)}</span>,
          icon: <Icon style={{ color: '#fff' }} />,
          style: toastStyle(toast.kind),
          className: `evax-toast evax-toast-${toast.kind}`,
          closable: false,
          role: toast.kind === 'error' ? 'alert' : 'status',
        });
      }
    };
    show(useNotifications.getState().take());
    return useNotifications.subscribe((state) => {
      if (state.pending.length > 0) show(useNotifications.getState().take());
    });
  }, [api, t]);

  return holder;
}
