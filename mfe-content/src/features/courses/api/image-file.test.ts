import { checkImageFile } from './image-file';

const file = (size: number, type: string, name = 'picture') => new File([new Uint8Array(size)], name, { type });

describe('checkImageFile', () => {
  it('accepts an image up to 1 MB', () => {
    expect(checkImageFile(file(1024 * 1024, 'image/png'))).toBeNull();
    expect(checkImageFile(file(10, 'image/webp'))).toBeNull();
  });

  it('refuses an image over 1 MB', () => {
    expect(checkImageFile(file(2 * 1024 * 1024, 'image/jpeg'))).toBe('validation.fileTooLarge');
  });

  it('refuses what is not an image, and SVG', () => {
    expect(checkImageFile(file(10, 'application/pdf'))).toBe('validation.imageOnly');
    expect(checkImageFile(file(10, 'image/svg+xml'))).toBe('validation.imageOnly');
  });
});
