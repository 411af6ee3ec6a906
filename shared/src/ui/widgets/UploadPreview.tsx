import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Image, List, Progress, Typography } from 'antd';
import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** An upload's state (spec 1 §5): done, in progress, or one of the failures. */
export type UploadState =
  | { status: 'uploading'; percent?: number }
  | { status: 'done' }
  | { status: 'tooSmall' }
  | { status: 'tooBig' }
  | { status: 'validation'; message: string }
  | { status: 'failed' }
  | { status: 'aborted' };

export interface PreviewFile {
  uid: string;
  name: string;
  /** The file itself, for an image thumbnail. */
  file?: Blob;
  state: UploadState;
}

const STATUS_KEYS: Record<Exclude<UploadState['status'], 'validation'>, string> = {
  uploading: 'WIDGETS.UPLOAD.UPLOADING',
  done: 'WIDGETS.UPLOAD.DONE',
  tooSmall: 'WIDGETS.UPLOAD.TOO_SMALL',
  tooBig: 'WIDGETS.UPLOAD.TOO_BIG',
  failed: 'WIDGETS.UPLOAD.FAILED',
  aborted: 'WIDGETS.UPLOAD.ABORTED',
};

/** The message of an upload state: a translation key, or the validation's own message (text or JSON descriptor). */
export function uploadStatusMessage(state: UploadState): string {
  return state.status === 'validation' ? state.message : STATUS_KEYS[state.status];
}

function Thumbnail({ file }: { file?: Blob }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith('image/')) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <Image src={url} width={48} height={48} style={{ objectFit: 'cover' }} alt="" /> : <FileOutlined style={{ fontSize: 32 }} />;
}

/** The files of an upload with a thumbnail and their status message (spec 1 §2.4). */
export function UploadPreview({ files, onRemove }: { files: readonly PreviewFile[]; onRemove?: (uid: string) => void }) {
  const { t } = useTranslation();
  return (
    <List
      className="evax-upload-preview"
      dataSource={[...files]}
      rowKey="uid"
      renderItem={(item) => {
        const { state } = item;
        const message = state.status === 'validation' ? translateFeedback(t, state.message) : t(uploadStatusMessage(state));
        return (
          <List.Item
            data-status={state.status}
            actions={onRemove ? [<Button key="remove" size="small" icon={<DeleteOutlined />} aria-label={`${t('WIDGETS.UPLOAD.REMOVE')} ${item.name}`} onClick={() => onRemove(item.uid)} />] : undefined}
          >
            <Flex gap="middle" align="center" style={{ width: '100%' }}>
              <Thumbnail file={item.file} />
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis>{item.name}</Typography.Text>
                {state.status === 'uploading' ? (
                  <Progress percent={state.percent ?? 0} size="small" />
                ) : (
                  <Alert type={state.status === 'done' ? 'success' : 'error'} title={message} showIcon banner style={{ padding: '2px 8px' }} />
                )}
              </Flex>
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}

/** Feedback is plain text or a JSON translation descriptor `{"key": "...", "params": {...}}` (spec 1 §5). */
export function translateFeedback(t: (key: string, params?: Record<string, unknown>) => string, feedback: string): string {
  try {
    const parsed: unknown = JSON.parse(feedback);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { key?: unknown }).key === 'string') {
      const { key, params } = parsed as { key: string; params?: Record<string, unknown> };
      return t(key, params);
    }
  } catch {
    // plain text
  }
  return feedback;
}
