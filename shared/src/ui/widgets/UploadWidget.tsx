import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { uploadProblem, type UploadRules } from '../form/logic.js';
import { sendFile, type FileUploader } from '../upload/send-file.js';
import { UploadPreview } from './UploadPreview.js';
import { PAGE_UPLOAD_ACCEPT, pickerAccept, placesLeft, type PreviewFile, type UploadState } from './upload-state.js';

export interface UploadWidgetProps extends UploadRules {
  /** Sends a file and answers its stored address. */
  upload: FileUploader;
  /** Files at most: 3 by default (spec 1 §5). */
  maxCount?: number;
  /** A message (text or JSON descriptor) when a file is not valid, else null. */
  validate?: (file: File) => string | null;
  /** The addresses of the files sent, each time they change. */
  onChange?: (addresses: string[]) => void;
  id?: string;
}

interface WidgetFile extends PreviewFile {
  address?: string;
}

/**
 * The page-level upload widget (spec 1 §2.4, §5): up to 3 files of any application type by default,
 * each sent at once with its progress and status in the preview; a file past the limit, or of a
 * refused type, is turned away with a toast. The button is disabled once every place is taken.
 */
export function UploadWidget({
  upload,
  maxCount = LIMITS.uploadMaxWidget,
  accept = PAGE_UPLOAD_ACCEPT,
  minSize,
  maxSize,
  validate,
  onChange,
  id = 'upload-widget',
}: UploadWidgetProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<WidgetFile[]>([]);
  // Files chosen together arrive one call at a time, before any render: count from here.
  const current = useRef<WidgetFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const reported = useRef<string>('[]');

  const change = (update: (list: WidgetFile[]) => WidgetFile[]) => {
    current.current = update(current.current);
    setFiles(current.current);
  };
  const settle = (uid: string, state: UploadState, address?: string) =>
    change((list) => list.map((file) => (file.uid === uid ? { ...file, state, address } : file)));

  useEffect(() => {
    const addresses = files.flatMap((file) => (file.state.status === 'done' && file.address ? [file.address] : []));
    const serialised = JSON.stringify(addresses);
    if (serialised === reported.current) return;
    reported.current = serialised;
    onChange?.(addresses);
  }, [files, onChange]);

  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  const choose = (file: File & { uid: string }) => {
    const problem = uploadProblem(file, { accept, minSize, maxSize });
    if (problem === 'rejectedType') {
      notify.error(RULE_MESSAGES.rejectedFileType);
      return;
    }
    if (placesLeft(current.current, maxCount) === 0) {
      notify.error('WIDGETS.UPLOAD.MAX_FILES', { max: maxCount, name: file.name });
      return;
    }
    const invalid = problem ? null : (validate?.(file) ?? null);
    const state: UploadState = problem ? { status: problem } : invalid ? { status: 'validation', message: invalid } : { status: 'uploading', percent: 0 };
    change((list) => [...list, { uid: file.uid, name: file.name, file, state }]);
    if (state.status !== 'uploading') return;
    const controller = sendFile(file, upload, {
      onProgress: (percent) => settle(file.uid, { status: 'uploading', percent }),
      onDone: (address) => {
        controllers.current.delete(file.uid);
        settle(file.uid, { status: 'done' }, address);
      },
      onFailed: (why) => {
        controllers.current.delete(file.uid);
        settle(file.uid, { status: why });
      },
    });
    controllers.current.set(file.uid, controller);
  };

  const remove = (uid: string) => {
    controllers.current.get(uid)?.abort();
    controllers.current.delete(uid);
    change((list) => list.filter((file) => file.uid !== uid));
  };

  const full = placesLeft(files, maxCount) === 0;
  return (
    <Flex vertical gap="small" id={id} data-places-left={placesLeft(files, maxCount)}>
      <Upload
        accept={pickerAccept(accept)}
        multiple={maxCount > 1}
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          choose(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={full} data-testid={`${id}-button`}>
          {full ? t('WIDGETS.UPLOAD.FULL') : t('WIDGETS.UPLOAD.ADD', { max: maxCount })}
        </Button>
      </Upload>
      {files.length > 0 ? <UploadPreview files={files} onRemove={remove} /> : null}
    </Flex>
  );
}
