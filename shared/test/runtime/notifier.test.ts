import { AxiosError } from 'axios';
import { initI18n, notify, toApiError, useNotifications } from '@evax/shared/runtime';
import { uiTranslations } from '@evax/shared/ui/translations';

describe('notifier', () => {
  beforeAll(() => initI18n(uiTranslations));
  beforeEach(() => useNotifications.getState().take());

  it('queues green and red toasts for the host, which takes them once', () => {
    notify.success('GENERAL.SUCCESS');
    notify.error('ERROR.CODE.FILE_TOO_LARGE', { max: 5 });

    const taken = useNotifications.getState().take();
    expect(taken.map(({ kind, message, params }) => ({ kind, message, params }))).toEqual([
      { kind: 'success', message: 'GENERAL.SUCCESS', params: undefined },
      { kind: 'error', message: 'ERROR.CODE.FILE_TOO_LARGE', params: { max: 5 } },
    ]);
    expect(new Set(taken.map((toast) => toast.id)).size).toBe(2);
    expect(useNotifications.getState().take()).toEqual([]);
  });

  it('turns a failed call into the message its code maps to', () => {
    const error = new AxiosError('failed', '400', undefined, null, {
      status: 400,
      statusText: '',
      data: { detail: 'x', errorCode: 200, key: 'ERROR.CODE.ENTITY_ALREADY_EXISTS' },
      headers: {},
      config: {} as never,
    });
    notify.failure(error);
    expect(useNotifications.getState().take()).toMatchObject([{ kind: 'error', message: 'ERROR.CODE.ENTITY_ALREADY_EXISTS' }]);
  });

  it('shows no toast for a canceled call nor while offline (the offline screen says it)', () => {
    notify.failure(toApiError(new AxiosError('canceled', 'ERR_CANCELED')));
    notify.failure(toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK)));
    expect(useNotifications.getState().take()).toEqual([]);
  });

  it('falls back to INTERNAL_ERROR for a key nobody translated', () => {
    const error = new AxiosError('failed', '500', undefined, null, {
      status: 500,
      statusText: '',
      data: { detail: 'x', key: 'ERROR.CODE.NOPE' },
      headers: {},
      config: {} as never,
    });
    notify.failure(error);
    expect(useNotifications.getState().take()).toMatchObject([{ message: 'ERROR.CODE.INTERNAL_ERROR' }]);
  });
});
