import { useState } from 'react';
import { Button, Typography, Upload, message, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { useFieldValue, useFormMessage } from '../context.js';
import { uploadProblem } from '../logic.js';
import type { FieldProps } from '../types.js';

/** Sends a file; answers the stored file's address. Rejects with an AbortError when `signal` aborts. */
export type FileUploader = (file: File, options: { onProgress: (percent: number) => void; signal: AbortSignal }) => Promise<string>;

export const UPLOAD_STATUS_KEYS = {
  tooSmall: 'FORM.UPLOAD_STATUS.TOO_SMALL',
  tooBig: 'FORM.UPLOAD_STATUS.TOO_BIG',
  validation: 'FORM.UPLOAD_STATUS.VALIDATION',
  failed: 'FORM.UPLOAD_STATUS.FAILED',
  aborted: 'FORM.UPLOAD_STATUS.ABORTED',
  success: 'FORM.UPLOAD_STATUS.SUCCESS',
} as const;

type Stored = File | string;

const fileName = (item: Stored) => (typeof item === 'string' ? item.split('/').pop() || item : item.name);

/**
 * The upload and multi_upload kinds: `maxCount` files (1, 10); `props.accept` (a refused type
 * shows ERROR.REJECTED_FILE_TYPE), `props.minSize` / `props.maxSize` in bytes ("too small",
 * "too big"), `props.validate(file)` a message or null, `props.upload` the sender (without one
 * the File itself is the value). Failed and aborted sends show a failure toast, a sent file a
 * success toast. The button is disabled once the files are done.
 */
export function UploadControl({ field, name, id, disabled, maxCount }: FieldProps & { maxCount: number }) {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const { value, setValue } = useFieldValue<Stored | Stored[] | null>(name);
  const props = field.props ?? {};
  const uploader: FileUploader | undefined = props.upload;
  const stored: Stored[] = Array.isArray(value) ? value : value ? [value] : [];
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [controllers] = useState(() => new Map<string, AbortController>());

  const storedList: UploadFile[] = stored.map((item, index) => ({ uid: `stored-${index}`, name: fileName(item), status: 'done', url: typeof item === 'string' ? item : undefined }));
  const save = (items: Stored[]) => setValue(maxCount === 1 ? (items[0] ?? null) : items);
  const fail = (file: UploadFile, key: string) => setPending((list) => [...list.filter((item) => item.uid !== file.uid), { ...file, status: 'error', response: key, error: new Error(translate(key)) }]);
  const done = stored.length >= maxCount;

  return (
    <div id={id}>
      <Upload
        accept={props.accept}
        multiple={maxCount > 1}
        maxCount={maxCount}
        disabled={disabled}
        fileList={[...storedList, ...pending]}
        showUploadList={{ showRemoveIcon: !disabled }}
        onRemove={(file) => {
          controllers.get(file.uid)?.abort();
          if (file.uid.startsWith('stored-')) save(stored.filter((_, index) => `stored-${index}` !== file.uid));
          else setPending((list) => list.filter((item) => item.uid !== file.uid));
          return false;
        }}
        beforeUpload={(file) => {
          const problem = uploadProblem(file, props);
          if (problem === 'rejectedType') {
            void message.error(t(RULE_MESSAGES.rejectedFileType));
            return Upload.LIST_IGNORE;
          }
          const uploadFile: UploadFile = { uid: file.uid, name: file.name, size: file.size, type: file.type, originFileObj: file as never };
          if (problem) {
            fail(uploadFile, UPLOAD_STATUS_KEYS[problem]);
            return false;
          }
          const invalid: string | null = props.validate?.(file) ?? null;
          if (invalid) {
            fail(uploadFile, invalid);
            return false;
          }
          if (!uploader) {
            save([...stored, file].slice(-maxCount));
            return false;
          }
          const controller = new AbortController();
          controllers.set(file.uid, controller);
          setPending((list) => [...list, { ...uploadFile, status: 'uploading', percent: 0 }]);
          uploader(file, {
            signal: controller.signal,
            onProgress: (percent) => setPending((list) => list.map((item) => (item.uid === file.uid ? { ...item, percent } : item))),
          })
            .then((url) => {
              setPending((list) => list.filter((item) => item.uid !== file.uid));
              save([...stored, url].slice(-maxCount));
              void message.success(t(UPLOAD_STATUS_KEYS.success));
            })
            .catch(() => {
              const key = controller.signal.aborted ? UPLOAD_STATUS_KEYS.aborted : UPLOAD_STATUS_KEYS.failed;
              fail(uploadFile, key);
              void message.error(t(key));
            })
            .finally(() => controllers.delete(file.uid));
          return false;
        }}
      >
        <Button disabled={disabled || done} data-testid={`${id}-button`}>
          {done ? t('FORM.UPLOAD_DONE') : maxCount > 1 ? t('FORM.UPLOAD_MULTI', { max: maxCount }) : t('FORM.UPLOAD')}
        </Button>
      </Upload>
      {pending
        .filter((item) => item.status === 'error')
        .map((item) => (
          <Typography.Text key={item.uid} type="danger" style={{ display: 'block' }} data-upload-status={item.response as string}>
            {item.name} : {translate(item.response as string)}
          </Typography.Text>
        ))}
    </div>
  );
}
