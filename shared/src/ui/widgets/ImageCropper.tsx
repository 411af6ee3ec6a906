import { lazy, Suspense, type ComponentType } from 'react';
import type { CropBox } from './widget-rules.js';

export interface ImageCropperProps {
  open: boolean;
  /** The image to crop (an object URL or a same-origin address). */
  src: string;
  onCancel: () => void;
  /** Gets the cropped image and its box in the image's pixels. */
  onSave: (image: Blob, box: CropBox) => Promise<unknown> | unknown;
  /** Replaces the canvas cropping (tests). */
  crop?: (src: string, box: CropBox) => Promise<Blob>;
}

const ImageCropperView = lazy(() => import('./ImageCropperView.js')) as ComponentType<ImageCropperProps>;

/** The image cropper dialog (spec 1 §2.4): 16:9, minimum box 10 px, crop, save and cancel; loaded on first use. */
export function ImageCropper(props: ImageCropperProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ImageCropperView {...props} />
    </Suspense>
  );
}
