import { useRef, useState } from 'react';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@evax/shared/runtime';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { sendFile, type FileUploader } from '../../upload/send-file.js';
import { useFieldValue, useFormMessage } from '../context.js';
import { uploadProblem } from '../logic.js';
import type { FieldProps } from '../types.js';

export type { FileUploader } from '../../upload/send-file.js';

export const UPLOAD_STATUS_KEYS = {
  tooSmall: 'FORM.UPLOAD_STATUS.TOO_SMALL',
  tooBig: 'FORM.UPLOAD_STATUS.TOO_BIG',
  validation: 'FORM.UPLOAD_STATUS.VALIDATION',
  failed: 'FORM.UPLOAD_STATUS.FAILED',
  aborted: 'FORM.UPLOAD_STATUS.ABORTED',
} as const;

type Stored = File | string;

const fileName = (item: Stored) => (typeof item === 'string' ? item.split('/').pop() || item : item.name);

/**
 * The upload and multi_upload kinds: `maxCount` files (1, 10); `props.accept` (a refused type
 * shows ERROR.REJECTED_FILE_TYPE), `props.minSize` / `props.maxSize` in bytes ("too small",
 * "too big"), `props.validate(file)` a message or null, `props.upload` the sender (without one
 * the File itself is the value). Failed and aborted sends show a failure toast, a sent file a
 * success toast. A file past `maxCount` is turned away with a toast; the button is disabled once
 * the files are done.
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
  // Sends that end in the same tick each add to what the one before saved, not to this render's list.
  const latest = useRef(stored);
  latest.current = stored;
  const sending = useRef(0);

  const storedList: UploadFile[] = stored.map((item, index) => ({
    uid: `stored-${index}`,
    name: fileName(item),
    status: 'done',
    url: typeof item === 'string' ? item : undefined,
  }));
  const save = (items: Stored[]) => {
    latest.current = items;
    setValue(maxCount === 1 ? (items[0] ?? null) : items);
  };
  const fail = (file: UploadFile, key: string) =>
    setPending((list) => [...list.filter((item) => item.uid !== file.uid), { ...file, status: 'error', response: key, error: new Error(translate(key)) }]);
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
            notify.error(RULE_MESSAGES.rejectedFileType);
            return Upload.LIST_IGNORE;
          }
          if (latest.current.length + sending.current >= maxCount) {
            notify.error('WIDGETS.UPLOAD.MAX_FILES', { max: maxCount, name: file.name });
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
            save([...latest.current, file]);
            return false;
          }
          setPending((list) => [...list, { ...uploadFile, status: 'uploading', percent: 0 }]);
          sending.current += 1;
          const controller = sendFile(file, uploader, {
            onProgress: (percent) => setPending((list) => list.map((item) => (item.uid === file.uid ? { ...item, percent } : item))),
            onDone: (address) => {
              sending.current -= 1;
              controllers.delete(file.uid);
              setPending((list) => list.filter((item) => item.uid !== file.uid));
              save([...latest.current, address]);
            },
            onFailed: (why) => {
              sending.current -= 1;
              controllers.delete(file.uid);
              fail(uploadFile, UPLOAD_STATUS_KEYS[why]);
            },
          });
          controllers.set(file.uid, controller);
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
