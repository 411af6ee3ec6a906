import { LIMITS } from '@evax/shared/contract';
import type { FieldProps } from '../types.js';
import { UploadControl } from './upload-core.js';

/** upload: one file (`props.maxCount` to change it). */
export default function UploadField(props: FieldProps) {
  return <UploadControl {...props} maxCount={props.field.props?.maxCount ?? LIMITS.uploadMaxSingle} />;
}
