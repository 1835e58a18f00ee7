import { imageFileProblem } from './files.js';

const MB = 1024 * 1024;
const fileOf = (size: number, type: string, name = 'photo.png') => new File([new Uint8Array(size)], name, { type });

describe('image file rule', () => {
  it('accepts an image of at most 1 MB', () => {
    expect(imageFileProblem(fileOf(MB, 'image/png'))).toBeNull();
    expect(imageFileProblem(fileOf(2048, 'image/webp', 'a.webp'))).toBeNull();
  });

  it('refuses a 2 MB image', () => {
    expect(imageFileProblem(fileOf(2 * MB, 'image/jpeg', 'big.jpg'))).toBe('validation.fileTooLarge');
  });

  it('refuses anything that is not an image, whatever its size', () => {
    expect(imageFileProblem(fileOf(10, 'application/pdf', 'cv.pdf'))).toBe('validation.imageOnly');
    expect(imageFileProblem(fileOf(10, '', 'no-type'))).toBe('validation.imageOnly');
    expect(imageFileProblem(fileOf(10, 'image/svg+xml', 'logo.svg'))).toBe('validation.imageOnly');
  });
});
