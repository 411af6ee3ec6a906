import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Flex, Modal, Slider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CROPPER_ASPECT, LIMITS } from '@evax/shared/contract';
import { boundCropBox, type CropBox } from './widget-rules.js';
import type { ImageCropperProps } from './ImageCropper.js';

/** Draws the crop box of an image onto a canvas and returns it as a blob. */
export async function cropImage(src: string, box: CropBox, type = 'image/jpeg'): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = box.width;
  canvas.height = box.height;
  canvas.getContext('2d')?.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), type));
}

/** react-easy-crop in a modal, loaded on first use (see ImageCropper). */
export default function ImageCropperView({ open, src, onCancel, onSave, crop: cropFile = cropImage }: ImageCropperProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [box, setBox] = useState<CropBox | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const bounded = box && size ? boundCropBox(box, size) : null;

  const save = async () => {
    if (!bounded) return;
    setSaving(true);
    try {
      await onSave(await cropFile(src, bounded), bounded);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('WIDGETS.CROPPER.TITLE')}
      okText={t('GENERAL.SAVE')}
      cancelText={t('GENERAL.CANCEL')}
      onOk={() => void save()}
      onCancel={onCancel}
      okButtonProps={{ disabled: !bounded, loading: saving }}
      destroyOnHidden
      width={640}
    >
      <Flex vertical gap="middle">
        <div style={{ position: 'relative', width: '100%', height: 320, background: '#222' }}>
          <Cropper
            image={src}
            crop={position}
            zoom={zoom}
            aspect={CROPPER_ASPECT}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onMediaLoaded={(media) => setSize({ width: media.naturalWidth, height: media.naturalHeight })}
            onCropComplete={(_: Area, pixels: Area) => setBox(pixels)}
          />
        </div>
        <Flex align="center" gap="middle">
          <Typography.Text>{t('WIDGETS.CROPPER.ZOOM')}</Typography.Text>
          <Slider style={{ flex: 1 }} min={1} max={3} step={0.1} value={zoom} onChange={setZoom} aria-label={t('WIDGETS.CROPPER.ZOOM')} />
        </Flex>
        {bounded && (
          <Typography.Text type="secondary" data-testid="crop-box">
            {t('WIDGETS.CROPPER.PREVIEW')}: {bounded.width} × {bounded.height} px (≥ {LIMITS.cropperMinBoxPx} px)
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
