import { EMBED_FRAME_ORIGINS, EMBED_SITES, embedOf } from './embeds.js';
import { MEDIA_FIXTURES } from '../fixtures.js';
import { EMBED_TYPES } from '../types.js';

describe('embed links', () => {
  it('allow frames from exactly the origins of the sites (the CSP frame-src)', () => {
    expect([...EMBED_FRAME_ORIGINS].sort()).toEqual([
      'https://learningapps.org',
      'https://miro.com',
      'https://player.vimeo.com',
      'https://quizlet.com',
      'https://streamable.com',
      'https://wordwall.net',
      'https://www.figma.com',
      'https://www.youtube-nocookie.com',
    ]);
  });

  it.each(EMBED_TYPES)('%s: builds each frame on one of its own origins, never from the raw string', (type) => {
    for (const valid of MEDIA_FIXTURES[type].valid) {
      const link = String(valid.input.link);
      const embed = embedOf(type, link);
      expect(EMBED_SITES[type].origins).toContain(new URL(embed?.frame ?? 'about:blank').origin);
      // Tracking parameters, fragments and other junk of the pasted link do not travel.
      expect(embed?.frame).not.toMatch(/si=|autoplay|#|themeId|t=xyz/);
    }
  });

  it('refuses each site under another type, ports and odd schemes', () => {
    expect(embedOf('streamable', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embedOf('video', 'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embedOf('video', 'ftp://youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embedOf('video', 'https://www.youtube.com/watch?v=dQw4w9WgXc%22')).toBeNull();
    expect(embedOf('miro_integration', 'https://miro.com/app/board/%2e%2e%2f/')).toBeNull();
  });
});
