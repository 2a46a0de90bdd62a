import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button.tsx';
import { usePhotoPreview } from '@/lib/use-photo-preview.ts';
import { PhotoChooser } from './photo-chooser.tsx';

/** The chooser as the dialogs use it: its photo held by `usePhotoPreview`. */
function Harness() {
  const photo = usePhotoPreview();
  return (
    <>
      <PhotoChooser
        preview={photo.preview}
        onChoose={photo.choose}
        onRemove={photo.clear}
        inputLabel="Listing photo"
        previewAlt="Chosen photo"
        chooseButton={(open, takePhoto) => (
          <>
            <Button type="button" onClick={takePhoto}>
              Take Photo
            </Button>
            <Button type="button" onClick={open}>
              Choose Photo
            </Button>
          </>
        )}
      />
      <output>{photo.preview?.file.name ?? 'no photo'}</output>
    </>
  );
}

describe('PhotoChooser', () => {
  it('shows the chosen photo with Remove, and the choose button again once removed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Choose Photo' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const photo = new File(['jpeg bytes'], 'coat.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Listing photo'), photo);
    const image = screen.getByRole('img', { name: 'Chosen photo' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('status')).toHaveTextContent('coat.jpg');
    expect(screen.queryByRole('button', { name: 'Choose Photo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('no photo');
    expect(screen.getByRole('button', { name: 'Choose Photo' })).toBeInTheDocument();
  });

  it('takes the same file again after it was removed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const photo = new File(['jpeg bytes'], 'coat.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Listing photo'), photo);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.upload(screen.getByLabelText('Listing photo'), photo);
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toBeInTheDocument();
  });

  it("offers the phone's camera beside the upload, and takes its photo the same way", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const camera = screen.getByLabelText('Take a photo with the camera');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    // The upload stays a plain file picker (no capture), so a phone offers its gallery too.
    expect(screen.getByLabelText('Listing photo')).not.toHaveAttribute('capture');

    const opened = vi.fn();
    camera.addEventListener('click', opened);
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    expect(opened).toHaveBeenCalledOnce();

    await user.upload(camera, new File(['jpeg bytes'], 'snap.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('snap.jpg');
  });
});
