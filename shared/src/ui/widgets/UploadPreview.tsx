import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Image, Progress, Typography } from 'antd';
import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { readFormMessage } from '@evax/shared/validation';
import { uploadStatusMessage, type PreviewFile } from './upload-state.js';

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
    <Flex vertical gap="small" role="list" className="evax-upload-preview">
      {files.map((item) => {
        const { state } = item;
        const { key, params } = readFormMessage(uploadStatusMessage(state));
        return (
          <Flex
            key={item.uid}
            role="listitem"
            gap="middle"
            align="center"
            data-status={state.status}
            style={{ paddingBlock: 8, borderBlockEnd: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Thumbnail file={item.file} />
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text ellipsis>{item.name}</Typography.Text>
              {state.status === 'uploading' ? (
                <Progress percent={state.percent ?? 0} size="small" />
              ) : (
                <Alert type={state.status === 'done' ? 'success' : 'error'} title={t(key, params)} showIcon banner style={{ padding: '2px 8px' }} />
              )}
            </Flex>
            {onRemove ? (
              <Button size="small" icon={<DeleteOutlined />} aria-label={`${t('WIDGETS.UPLOAD.REMOVE')} ${item.name}`} onClick={() => onRemove(item.uid)} />
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}
