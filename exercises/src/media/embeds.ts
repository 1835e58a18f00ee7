import type { EmbedType } from '../types.js';

/**
 * The sites each embed type accepts (EXERCISES.md: "only the patterns above are accepted") and
 * how its frame is built. A link is parsed into the few parts that identify the item (a video
 * id, a board id...), each checked against a strict pattern, and the frame address is then
 * written from those parts on a fixed https origin: nothing of the raw string (other paths,
 * query parameters, `javascript:`, user info, another host) can reach an iframe's `src`.
 * docs/decisions/exercises-media.md.
 */
export interface Embed {
  /** What the iframe shows. */
  frame: string;
  /** The item's own page on its site, for "open on the site" (also built from the parts). */
  page: string;
}

interface EmbedSite {
  /** Frame origins this type may use; the site's CSP allows exactly the union of these in frames. */
  origins: readonly string[];
  /** The message key of a link that does not fit (it names the sites that work). */
  message: string;
  parse(url: URL, host: string, segments: string[]): Embed | null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const NUMBER = /^\d{1,15}$/;
const VIMEO_HASH = /^[0-9a-f]{6,24}$/;
const STREAMABLE_CODE = /^[a-z0-9]{3,16}$/i;
const HEX = /^[0-9a-f]{16,64}$/i;
const LEARNINGAPPS_CODE = /^[a-z0-9]{5,24}$/i;
const MIRO_BOARD = /^[A-Za-z0-9_-]{4,40}=?$/;
const FIGMA_KEY = /^[A-Za-z0-9]{10,64}$/;
const FIGMA_NODE = /^\d{1,12}[-:]\d{1,12}$/;
const QUIZLET_MODES = new Set(['flashcards', 'learn', 'match', 'test', 'spell', 'gravity', 'scatter']);
const FIGMA_KINDS = new Set(['file', 'design', 'proto', 'board', 'slides']);
/** Wordwall and Quizlet put a language before the path on some pages (`/uk/resource/...`). */
const LANGUAGE_PREFIX = /^[a-z]{2}(-[a-z]{2})?$/i;

const withoutLanguage = (segments: string[]) => (segments.length > 1 && LANGUAGE_PREFIX.test(segments[0] ?? '') ? segments.slice(1) : segments);

function youtube(url: URL, host: string, segments: string[]): Embed | null {
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (segments[0] === 'watch' && segments.length === 1) id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '') && segments.length === 2) id = segments[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // The privacy-enhanced host: no cookies until the student plays the video.
  return { frame: `https://www.youtube-nocookie.com/embed/${id}`, page: `https://www.youtube.com/watch?v=${id}` };
}

function vimeoVideoPart(segments: string[]): string[] | null {
  const [first, , third] = segments;
  if (first === 'channels') return segments.length >= 3 ? segments.slice(2) : null;
  if (first === 'groups') return third === 'videos' ? segments.slice(3) : null;
  if (first === 'showcase' || first === 'album') return third === 'video' ? segments.slice(3) : null;
  if (first === 'manage') return segments[1] === 'videos' ? segments.slice(2) : null;
  return segments;
}

function vimeo(url: URL, host: string, segments: string[]): Embed | null {
  let id: string | undefined;
  let hash: string | null | undefined;
  if (host === 'player.vimeo.com') {
    if (segments[0] !== 'video' || segments.length !== 2) return null;
    id = segments[1];
    hash = url.searchParams.get('h');
  } else {
    // vimeo.com/123 and vimeo.com/123/abcdef (unlisted), also behind the paths that list a
    // video: channels/name/123, groups/name/videos/123, showcase/9/video/123, album/9/video/123,
    // and the owner's manage/videos/123 (what the address bar shows an uploader).
    const rest = vimeoVideoPart(segments);
    if (!rest || rest.length < 1 || rest.length > 2) return null;
    [id, hash] = rest;
  }
  if (!id || !NUMBER.test(id) || (hash && !VIMEO_HASH.test(hash))) return null;
  // `dnt=1`: Vimeo's "do not track" player, its privacy-enhanced mode.
  const frame = `https://player.vimeo.com/video/${id}?dnt=1${hash ? `&h=${hash}` : ''}`;
  return { frame, page: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}` };
}

function figma(url: URL, host: string, segments: string[], unwrap: boolean): Embed | null {
  // The older embed code frames figma.com/embed?url=<the file's address>: read that address once.
  if (unwrap && host === 'figma.com' && segments.length === 1 && segments[0] === 'embed') {
    const inner = parseWebLink(url.searchParams.get('url') ?? '');
    if (!inner || inner.port) return null;
    const innerHost = inner.hostname.toLowerCase().replace(/^www\./, '');
    return innerHost === 'figma.com' ? figma(inner, innerHost, pathSegments(inner), false) : null;
  }
  const [kind, key, third, branch] = segments;
  if (!kind || !FIGMA_KINDS.has(kind) || !key || !FIGMA_KEY.test(key)) return null;
  // design/<key>, design/<key>/<name>, and a branch of a file: design/<key>/branch/<branch key>/<name>
  const onBranch = third === 'branch' && !!branch && FIGMA_KEY.test(branch);
  if (segments.length > (onBranch ? 5 : 3)) return null;
  const node = url.searchParams.get('node-id');
  const path = `${kind}/${key}${onBranch ? `/branch/${branch}` : ''}`;
  const page = `https://www.figma.com/${path}${node && FIGMA_NODE.test(node) ? `?node-id=${node}` : ''}`;
  return { frame: `https://www.figma.com/embed?embed_host=school&url=${encodeURIComponent(page)}`, page };
}

const HOSTS_OF: Record<EmbedType, readonly string[]> = {
  video: ['youtube.com', 'm.youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'player.vimeo.com'],
  streamable: ['streamable.com'],
  wordwall_integration: ['wordwall.net'],
  quizlet_integration: ['quizlet.com'],
  learningapps_integration: ['learningapps.org'],
  miro_integration: ['miro.com'],
  // embed.figma.com: the host of Figma's current embed code.
  figma: ['figma.com', 'embed.figma.com'],
};

export const EMBED_SITES: { [T in EmbedType]: EmbedSite } = {
  video: {
    origins: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    message: 'exercise.videoLink',
    parse: (url, host, segments) => (host.includes('vimeo') ? vimeo(url, host, segments) : youtube(url, host, segments)),
  },
  streamable: {
    origins: ['https://streamable.com'],
    message: 'exercise.streamableLink',
    parse: (_url, _host, segments) => {
      const code = segments.length === 1 ? segments[0] : segments.length === 2 && ['e', 's'].includes(segments[0] ?? '') ? segments[1] : undefined;
      if (!code || !STREAMABLE_CODE.test(code)) return null;
      return { frame: `https://streamable.com/e/${code}`, page: `https://streamable.com/${code}` };
    },
  },
  wordwall_integration: {
    origins: ['https://wordwall.net'],
    message: 'exercise.wordwallLink',
    parse: (_url, _host, all) => {
      const segments = withoutLanguage(all);
      const [kind, first, second, third] = segments;
      // resource/123 with up to two name parts (resource/123/english/present-simple), play/1/2/3,
      // and the ones named by a hex id: resource/<hex> (newer activities) and embed/<hex>, which
      // are the same id, so both show the embed page.
      if (kind === 'resource' && first && NUMBER.test(first) && segments.length <= 4) {
        const address = `https://wordwall.net/resource/${first}`;
        return { frame: address, page: address };
      }
      if (kind === 'play' && segments.length === 4 && [first, second, third].every((part) => part && NUMBER.test(part))) {
        const address = `https://wordwall.net/play/${first}/${second}/${third}`;
        return { frame: address, page: address };
      }
      if ((kind === 'resource' && segments.length <= 3) || (kind === 'embed' && segments.length === 2)) {
        if (!first || !HEX.test(first)) return null;
        const id = first.toLowerCase();
        return { frame: `https://wordwall.net/embed/${id}`, page: `https://wordwall.net/resource/${id}` };
      }
      return null;
    },
  },
  quizlet_integration: {
    origins: ['https://quizlet.com'],
    message: 'exercise.quizletLink',
    parse: (_url, _host, all) => {
      const segments = withoutLanguage(all);
      const [id, second, third] = segments;
      if (!id || !NUMBER.test(id)) return null;
      // quizlet.com/123/slug/ (a set) or quizlet.com/123/learn/embed (its embed)
      const embedMode = third === 'embed' && second && QUIZLET_MODES.has(second) ? second : null;
      if (segments.length > 3 || (segments.length === 3 && !embedMode)) return null;
      return { frame: `https://quizlet.com/${id}/${embedMode ?? 'flashcards'}/embed`, page: `https://quizlet.com/${id}/` };
    },
  },
  learningapps_integration: {
    origins: ['https://learningapps.org'],
    message: 'exercise.learningappsLink',
    parse: (url, _host, segments) => {
      const [first] = segments;
      if (segments.length !== 1 || !first) return null;
      // An app by number: /1234567, /view1234567 (the address its page shows), and the frame
      // address of the site's own embed code, /watch?app=1234567.
      const byNumber = /^(?:view)?(\d{1,15})$/.exec(first)?.[1] ?? (first === 'watch' ? url.searchParams.get('app') : null);
      if (byNumber && NUMBER.test(byNumber)) return { frame: `https://learningapps.org/watch?app=${byNumber}`, page: `https://learningapps.org/${byNumber}` };
      // An app by code: /watch?v=, /view?v=, /display?v=, /show?v= (all the same app).
      const code = ['watch', 'view', 'display', 'show'].includes(first) ? url.searchParams.get('v') : null;
      if (!code || !LEARNINGAPPS_CODE.test(code)) return null;
      return { frame: `https://learningapps.org/watch?v=${code}`, page: `https://learningapps.org/view?v=${code}` };
    },
  },
  miro_integration: {
    origins: ['https://miro.com'],
    message: 'exercise.miroLink',
    parse: (_url, _host, segments) => {
      const [app, kind, board] = segments;
      // app/board/<id>/ (the address bar and share links), app/live-embed/<id>/ and app/embed/<id>/ (embed codes)
      if (app !== 'app' || !['board', 'live-embed', 'embed'].includes(kind ?? '') || segments.length !== 3 || !board || !MIRO_BOARD.test(board)) return null;
      return { frame: `https://miro.com/app/live-embed/${board}/`, page: `https://miro.com/app/board/${board}/` };
    },
  },
  figma: {
    origins: ['https://www.figma.com'],
    message: 'exercise.figmaLink',
    parse: (url, host, segments) => figma(url, host, segments, true),
  },
};

const MAX_LINK = 2000;

/** An http(s) URL without user info (`https://user@host` hides the real host from readers), or null. */
export function parseWebLink(link: string): URL | null {
  if (link.length > MAX_LINK) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname.includes('.')) return null;
  return url;
}

/**
 * The address inside an embed code (`<iframe ... src="https://...">`), which teachers paste as
 * readily as a link, else the text unchanged. Only the address is kept: it is then parsed like
 * any link, and nothing else of the HTML is stored or shown.
 */
export function linkOfEmbedCode(text: string): string {
  const code = text.trim();
  if (!/^<iframe\b/i.test(code)) return text;
  const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(code);
  const address = src?.[1] ?? src?.[2];
  return address ? address.replace(/&amp;/g, '&').trim() : text;
}

/** The frame and page of a link of an embed type, or null when the link is not one of its patterns. */
export function embedOf(type: EmbedType, link: string): Embed | null {
  const url = parseWebLink(linkOfEmbedCode(link));
  if (!url || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!HOSTS_OF[type].includes(host)) return null;
  return EMBED_SITES[type].parse(url, host, pathSegments(url));
}

function pathSegments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '\u0000';
      }
    });
}

/** Every origin an embed frame may load from: the site's CSP `frame-src`. */
export const EMBED_FRAME_ORIGINS: readonly string[] = [...new Set(Object.values(EMBED_SITES).flatMap((site) => site.origins))];
