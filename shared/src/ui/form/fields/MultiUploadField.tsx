import { LIMITS } from '@evax/shared/contract';
import type { FieldProps } from '../types.js';
import { UploadControl } from './upload-core.js';

/** multi_upload: up to 10 files (`props.maxCount` to change it). */
export default function MultiUploadField(props: FieldProps) {
  return <UploadControl {...props} maxCount={props.field.props?.maxCount ?? LIMITS.uploadMaxMulti} />;
}
