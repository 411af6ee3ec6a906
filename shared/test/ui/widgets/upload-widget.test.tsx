import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@evax/shared/contract';
import { useNotifications } from '@evax/shared/runtime';
import { UPLOAD_TOASTS, holdsPlace, pickerAccept, placesLeft, type FileUploader, type PreviewFile } from '@evax/shared/ui';
import { UploadWidget } from '../../../src/ui/widgets/UploadWidget';
import { renderInApp, setupI18n } from '../../../jest/render';

/** A sender whose sends the test finishes by hand. */
function manualUploader() {
  const sends: { file: File; resolve: (address: string) => void; reject: (error: Error) => void; progress: (percent: number) => void }[] = [];
  const upload: FileUploader = (file, { onProgress, signal }) =>
    new Promise<string>((resolve, reject) => {
      sends.push({ file, resolve, reject, progress: onProgress });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return { upload: jest.fn(upload), sends };
}

const pdf = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });
const input = () => document.querySelector('#upload-widget input[type="file"]') as HTMLInputElement;
const toasts = () =>
  useNotifications
    .getState()
    .take()
    .map((toast) => [toast.kind, toast.message, toast.params]);

beforeEach(() => {
  setupI18n('fr');
  useNotifications.getState().take();
});

describe('placesLeft (spec 1 §5: the page-level widget takes 3 files)', () => {
  const file = (status: PreviewFile['state']['status']): PreviewFile => ({
    uid: status,
    name: status,
    state: status === 'validation' ? { status, message: 'x' } : ({ status } as PreviewFile['state']),
  });
  it('counts the files sent or being sent, not the refused or failed ones', () => {
    expect(LIMITS.uploadMaxWidget).toBe(3);
    expect(placesLeft([file('done'), file('uploading'), file('failed'), file('aborted'), file('tooBig'), file('validation')], 3)).toBe(1);
    expect(placesLeft([file('done'), file('done'), file('done'), file('done')], 3)).toBe(0);
    expect(['uploading', 'done'].map((status) => holdsPlace({ status } as PreviewFile['state']))).toEqual([true, true]);
  });
});

describe('pickerAccept', () => {
  it('keeps a list the file input understands and drops one with a wildcard it does not', () => {
    expect(pickerAccept('.pdf,image/*')).toBe('.pdf,image/*');
    expect(pickerAccept('application/pdf')).toBe('application/pdf');
    expect(pickerAccept('application/*')).toBeUndefined();
    expect(pickerAccept('.pdf,application/*')).toBeUndefined();
    expect(pickerAccept(undefined)).toBeUndefined();
  });
});

describe('UploadWidget', () => {
  it('takes 3 files by default: a fourth chosen with them is turned away, and the button is disabled once they are sent', async () => {
    const { upload, sends } = manualUploader();
    const onChange = jest.fn();
    renderInApp(<UploadWidget upload={upload} onChange={onChange} />);
    const button = await screen.findByTestId('upload-widget-button');
    expect(button).toHaveTextContent('Ajouter des fichiers (3 au plus)');
    await userEvent.upload(input(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(3));
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(screen.queryByText('d.pdf')).not.toBeInTheDocument();
    expect(toasts()).toEqual([['error', 'WIDGETS.UPLOAD.MAX_FILES', { max: 3, name: 'd.pdf' }]]);
    expect(button).toBeDisabled();

    act(() => sends[0]!.progress(40));
    await waitFor(() => expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['40', '0', '0']));
    act(() => sends.forEach((send) => send.resolve(`/files/${send.file.name}`)));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/files/a.pdf', '/files/b.pdf', '/files/c.pdf']));
    expect(screen.getAllByText('Fichier envoyé')).toHaveLength(3);
    expect(toasts()).toEqual([0, 1, 2].map(() => ['success', UPLOAD_TOASTS.success, undefined]));
    expect(screen.getByTestId('upload-widget-button')).toBeDisabled();
    expect(screen.getByTestId('upload-widget-button')).toHaveTextContent('Nombre maximal de fichiers atteint');

    // Removing one frees its place.
    await userEvent.click(screen.getByRole('button', { name: 'Retirer b.pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/files/a.pdf', '/files/c.pdf']));
    expect(screen.getByTestId('upload-widget-button')).toBeEnabled();
  });

  it('takes any application type by default and refuses others with ERROR.REJECTED_FILE_TYPE', async () => {
    const { upload } = manualUploader();
    renderInApp(<UploadWidget upload={upload} />);
    await screen.findByTestId('upload-widget-button');
    // HTML has no application/* wildcard: the picker shows every file and the widget checks the type.
    expect(input().accept).toBe('');
    await userEvent.upload(input(), new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    expect(toasts()).toEqual([['error', 'ERROR.REJECTED_FILE_TYPE', undefined]]);
    expect(upload).not.toHaveBeenCalled();
    await userEvent.upload(input(), new File(['x'], 'table.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('shows too small, too big and not valid without sending, and failed and aborted sends with a failure toast; none of them takes a place', async () => {
    const { upload, sends } = manualUploader();
    const validate = (file: File) => (file.name.startsWith('bad') ? JSON.stringify({ key: 'ERROR.CODE.VALIDATION.INVALID' }) : null);
    renderInApp(<UploadWidget upload={upload} maxCount={2} minSize={2} maxSize={20} validate={validate} />);
    await screen.findByTestId('upload-widget-button');
    await userEvent.upload(input(), [pdf('tiny.pdf', 1), pdf('huge.pdf', 50), pdf('bad.pdf')]);
    expect(await screen.findByText('Le fichier est trop petit')).toBeInTheDocument();
    expect(screen.getByText('Le fichier est trop volumineux')).toBeInTheDocument();
    expect(screen.getByText('bad.pdf').closest('[data-status]')).toHaveAttribute('data-status', 'validation');
    expect(upload).not.toHaveBeenCalled();

    await userEvent.upload(input(), [pdf('lost.pdf'), pdf('cut.pdf')]);
    await waitFor(() => expect(sends).toHaveLength(2));
    act(() => sends[0]!.reject(new Error('500')));
    expect(await screen.findByText("L'envoi a échoué")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer cut.pdf' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        ['error', UPLOAD_TOASTS.failed, undefined],
        ['error', UPLOAD_TOASTS.failed, undefined],
      ]),
    );
    expect(screen.getByTestId('upload-widget-button')).toBeEnabled();
    expect(document.getElementById('upload-widget')).toHaveAttribute('data-places-left', '2');
  });
});
