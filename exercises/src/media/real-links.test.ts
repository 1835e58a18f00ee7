import { EMBED_SITES, embedOf } from './embeds.js';
import { embedLink } from './link.js';
import { REAL_LINKS, REFUSED_REAL_LINKS } from './real-links.js';
import { EMBED_TYPES, type EmbedType } from '../types.js';

describe('links teachers paste from the embedded sites (real-links.ts)', () => {
  it('has real links for every embedded site', () => {
    const covered = new Set(REAL_LINKS.map((entry) => entry.type));
    expect([...covered].sort()).toEqual([...EMBED_TYPES].sort());
    for (const entry of [...REAL_LINKS, ...REFUSED_REAL_LINKS]) expect(entry.source).not.toBe('');
  });

  it.each(REAL_LINKS.map((entry) => [entry.type, entry.link] as const))('%s accepts %s, with a frame on its own origin', (type, link) => {
    const embed = embedOf(type, link);
    expect(embed).not.toBeNull();
    expect(EMBED_SITES[type].origins).toContain(new URL(embed?.frame ?? 'about:blank').origin);
    expect(new URL(embed?.page ?? 'about:blank').protocol).toBe('https:');
    // Nothing but the parsed parts reaches the frame: no tracking, no markup of an embed code.
    expect(embed?.frame).not.toMatch(/[<>"' ]|si=|share_link_id|funnelUUID|themeId|embedId|autoplay/);
  });

  it.each(REFUSED_REAL_LINKS.map((entry) => [entry.type, entry.link, entry.reason] as const))('%s refuses %s (%s)', (type, link) => {
    expect(embedOf(type, link)).toBeNull();
  });

  it('stores the address of a pasted embed code, not its markup', () => {
    const code = REAL_LINKS.find((entry) => entry.type === 'learningapps_integration' && entry.link.startsWith('<iframe'));
    expect(embedLink('learningapps_integration').parse(code?.link)).toBe('https://learningapps.org/watch?app=21709772');
    expect(embedLink('wordwall_integration').parse(' https://wordwall.net/resource/36022113 ')).toBe('https://wordwall.net/resource/36022113');
  });

  const otherHosts: Record<EmbedType, string> = {
    video: 'https://youtube.com.example.org/watch?v=dQw4w9WgXcQ',
    streamable: 'https://streamable.com.evil.test/e/q1oq9f',
    wordwall_integration: 'https://wordwall.evil.test/resource/36022113',
    quizlet_integration: 'https://notquizlet.com/74274924/flashcards',
    learningapps_integration: 'https://learningapps.org.evil.test/view2946634',
    miro_integration: 'https://miro.com.evil.test/app/board/uXjVIHGY4-A=/',
    figma: 'https://embed.figma.com.evil.test/design/ChqS2fTMUBsrs9jbTP3mew/Intranet',
  };

  it.each(EMBED_TYPES)('%s still refuses other hosts, javascript: and data: links, and embed codes that point elsewhere', (type) => {
    expect(embedOf(type, otherHosts[type])).toBeNull();
    expect(embedOf(type, 'javascript:alert(1)//https://learningapps.org/view2946634')).toBeNull();
    expect(embedOf(type, 'data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(embedOf(type, `<iframe src="javascript:alert(1)"></iframe>`)).toBeNull();
    expect(embedOf(type, `<iframe src="${otherHosts[type]}"></iframe>`)).toBeNull();
  });

  it('does not follow a wrapped Figma address to another host, nor a learningapps code with markup in it', () => {
    expect(embedOf('figma', `https://www.figma.com/embed?embed_host=share&url=${encodeURIComponent('https://evil.test/file/2oGA2ADNXOYWnlBI47UN3R/x')}`)).toBeNull();
    expect(embedOf('figma', `https://www.figma.com/embed?embed_host=share&url=${encodeURIComponent('https://www.figma.com/file/2oGA2ADNXOYWnlBI47UN3R/Safe')}`)?.page).toBe(
      'https://www.figma.com/file/2oGA2ADNXOYWnlBI47UN3R',
    );
    expect(embedOf('learningapps_integration', 'https://learningapps.org/view12a"onload=1')).toBeNull();
    expect(embedOf('learningapps_integration', 'https://learningapps.org/watch?app=12%22x')).toBeNull();
  });
});
