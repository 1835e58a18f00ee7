import { describeMediaType } from '../../testing/media-suite.js';
import { audioFixtures } from './fixtures.js';
import { driveAudioOf } from './links.js';

describeMediaType(audioFixtures);

describe('shared-drive audio links', () => {
  it('play from an address written from the parsed file id', () => {
    expect(driveAudioOf('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing')).toEqual({
      src: 'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      page: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
    });
    expect(driveAudioOf('https://www.dropbox.com/scl/fi/abc123xyz/dialogue.mp3?rlkey=k9x8y7z6w5&dl=0')?.src).toBe('https://www.dropbox.com/scl/fi/abc123xyz/dialogue.mp3?rlkey=k9x8y7z6w5&raw=1');
  });

  it.each([
    'http://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
    'https://drive.google.com.evil.example/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
    'https://user@drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view',
    'https://drive.google.com/file/d/%22onerror/view',
    'javascript:alert(1)',
  ])('refuse %s', (link) => {
    expect(driveAudioOf(link)).toBeNull();
  });
});
