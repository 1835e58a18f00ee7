/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { createEvent, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage } from '../client/i18n.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';
import { ImageInput, type ImageInputProps } from './image-input.js';
import { mediaRulesFor, renderKit } from './testing.js';

const MB = 1024 * 1024;
const image = (size: number, type = 'image/png', name = 'cover.png') => new File([new Uint8Array(size)], name, { type });

function Harness(props: Partial<ImageInputProps> & { stored?: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [stored, setStored] = useState(props.stored ?? null);
  return (
    <ImageInput
      label="Image"
      file={file}
      currentUrl={stored}
      onSelect={setFile}
      onRemove={() => {
        if (file) setFile(null);
        else setStored(null);
      }}
      {...props}
    />
  );
}

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => changeLanguage('en'));

describe('ImageInput', () => {
  it('is a labelled file input for images, described by the image rule', () => {
    renderKit(<Harness />);
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(input).toHaveAccessibleDescription('PNG, JPEG, GIF or WebP, up to 1 MB');
  });

  it('previews a chosen image and offers to remove it, then gives focus back to the picker', async () => {
    const { user } = renderKit(<Harness />);
    await user.upload(screen.getByLabelText('Image'), image(2048));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveFocus();
  });

  it('refuses a file over 1 MB and one that is not an image, in the browser, tied to the input', async () => {
    const onSelect = jest.fn();
    const { user } = renderKit(<Harness onSelect={onSelect} />);
    const input = screen.getByLabelText('Image');
    await user.upload(input, image(2 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must not exceed 1 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^File size must not exceed 1 MB/);
    // fireEvent: the picker's `accept` would hide the file; a drop or another browser might not.
    fireEvent.change(input, { target: { files: [image(100, 'application/pdf', 'cv.pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only images are allowed');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes a dropped image through the same rule', () => {
    const onSelect = jest.fn();
    const { container } = renderKit(<Harness onSelect={onSelect} />);
    const zone = container.querySelector('[data-dropzone]') as HTMLElement;
    const drop = (file: File) => {
      const event = createEvent.drop(zone);
      Object.defineProperty(event, 'dataTransfer', { value: { files: [file] } });
      fireEvent(zone, event);
    };
    drop(image(100, 'text/plain', 'notes.txt'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only images are allowed');
    const good = image(100, 'image/webp', 'ok.webp');
    drop(good);
    expect(onSelect).toHaveBeenCalledWith(good);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upload progress as a named progress bar and ignores a new choice meanwhile', async () => {
    const onSelect = jest.fn();
    const { user } = renderKit(<Harness progress={40} onSelect={onSelect} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image'), image(100));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("shows the server's message about the upload", () => {
    renderKit(<Harness error="Only images are allowed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only images are allowed');
    expect(screen.getByLabelText('Image')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the stored image with its own words and offers to replace it', () => {
    renderKit(<Harness stored="/files/cover.png" currentAlt="Course image" texts={{ replace: 'Change photo' }} />);
    expect(screen.getByRole('img', { name: 'Course image' })).toHaveAttribute('src', '/files/cover.png');
    expect(screen.getByText('Change photo')).toBeInTheDocument();
  });

  it('speaks the reader language and keeps a touch-sized picker', async () => {
    await changeLanguage('de');
    renderKit(<Harness />);
    const face = screen.getByText('Bild auswählen');
    expect(mediaRulesFor(face, media.coarsePointer)).toContain(`min-block-size:${TOUCH_TARGET_PX}px`);
    // Nothing to drop from on a touch screen: the drop hint is for mouse users only.
    expect(mediaRulesFor(screen.getByText('oder ein Bild hierher ziehen'), media.coarsePointer)).toContain('display:none');
  });
});
