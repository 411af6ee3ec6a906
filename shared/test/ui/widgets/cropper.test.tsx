import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CROPPER_ASPECT, LIMITS } from '@evax/shared/contract';
import { ImageCropper, type CropBox } from '@evax/shared/ui';
import { renderInApp, setupI18n } from '../../../jest/render';

/** What the cropper handed react-easy-crop last: the test plays its image load and crop reports. */
interface EasyCropProps {
  aspect?: number;
  onMediaLoaded?: (media: { naturalWidth: number; naturalHeight: number; width: number; height: number }) => void;
  onCropComplete?: (area: CropBox, pixels: CropBox) => void;
}
const mockEasyCrop: { props: EasyCropProps | null } = { props: null };

jest.mock('react-easy-crop', () => ({
  __esModule: true,
  default: (props: EasyCropProps) => {
    mockEasyCrop.props = props;
    return <div data-testid="easy-crop" />;
  },
}));

const IMAGE = { naturalWidth: 1600, naturalHeight: 900, width: 640, height: 360 };
const SRC = 'blob:sample-1600x900';

async function openCropper() {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  const crop = jest.fn(async (_src: string, box: CropBox) => new Blob([`${box.width}x${box.height}`], { type: 'image/jpeg' }));
  renderInApp(<ImageCropper open src={SRC} onSave={onSave} onCancel={onCancel} crop={crop} />);
  await screen.findByTestId('easy-crop');
  const save = screen.getByRole('button', { name: 'Enregistrer' });
  return { onSave, onCancel, crop, save };
}

/** react-easy-crop's two reports: the image's natural size, then the crop area in its pixels. */
const loadImage = () => act(() => mockEasyCrop.props!.onMediaLoaded!(IMAGE));
const reportArea = (pixels: CropBox) => act(() => mockEasyCrop.props!.onCropComplete!({ x: 0, y: 0, width: 100, height: 100 }, pixels));

beforeEach(() => {
  setupI18n('fr');
  mockEasyCrop.props = null;
});

describe('ImageCropper (spec 1 §2.4: 16:9, crop, save and cancel, minimum box 10 px)', () => {
  it('asks react-easy-crop for 16:9 and keeps Save disabled until the crop area is known', async () => {
    const { save, onSave } = await openCropper();
    expect(mockEasyCrop.props!.aspect).toBe(16 / 9);
    expect(CROPPER_ASPECT).toBe(16 / 9);
    expect(save).toBeDisabled();
    expect(screen.queryByTestId('crop-box')).not.toBeInTheDocument();

    // The image's size alone is not an area yet.
    loadImage();
    expect(save).toBeDisabled();

    reportArea({ x: 160, y: 90, width: 1280, height: 720 });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByTestId('crop-box')).toHaveTextContent('1280 × 720 px');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Save crops the image and hands back a 16:9 box in the image pixels', async () => {
    const { save, onSave, crop } = await openCropper();
    loadImage();
    reportArea({ x: 200, y: 100, width: 800, height: 450 });
    await userEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [blob, box] = onSave.mock.calls[0] as [Blob, CropBox];
    expect(box).toEqual({ x: 200, y: 100, width: 800, height: 450 });
    expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
    expect(crop).toHaveBeenCalledWith(SRC, box);
    // The blob handed to onSave is the cropped one.
    expect(blob).toBe(await crop.mock.results[0]!.value);
  });

  it('brings an area of another shape back to 16:9 inside the 1600 × 900 image', async () => {
    const { save, onSave } = await openCropper();
    loadImage();
    // Too tall, and running off the bottom right corner.
    reportArea({ x: 1500, y: 850, width: 400, height: 400 });
    await userEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const box = onSave.mock.calls[0][1] as CropBox;
    expect(box).toEqual({ x: 1200, y: 675, width: 400, height: 225 });
    expect(box.width / box.height).toBeCloseTo(16 / 9, 2);
  });

  it('enlarges an area under 10 px on a side to the minimum box, 10 px on its short side', async () => {
    expect(LIMITS.cropperMinBoxPx).toBe(10);
    const { save, onSave, crop } = await openCropper();
    loadImage();
    reportArea({ x: 40, y: 30, width: 8, height: 4.5 });
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByTestId('crop-box')).toHaveTextContent('18 × 10 px');
    await userEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const box = onSave.mock.calls[0][1] as CropBox;
    expect(box).toEqual({ x: 40, y: 30, width: 18, height: 10 });
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(10);
    expect(crop).toHaveBeenCalledWith(SRC, box);
  });

  it('refuses to save when the image cannot hold a minimum box', async () => {
    const { save, onSave } = await openCropper();
    act(() => mockEasyCrop.props!.onMediaLoaded!({ naturalWidth: 15, naturalHeight: 9, width: 15, height: 9 }));
    reportArea({ x: 0, y: 0, width: 15, height: 8 });
    expect(save).toBeDisabled();
    expect(screen.queryByTestId('crop-box')).not.toBeInTheDocument();
    await userEvent.click(save).catch(() => undefined);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Cancel closes without saving', async () => {
    const { onSave, onCancel } = await openCropper();
    loadImage();
    reportArea({ x: 0, y: 0, width: 1600, height: 900 });
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
