/**
 * Shared-drive links an audio exercise may play (EXERCISES.md: "link to a shared drive"): a Google
 * Drive file or a Dropbox file shared by link. Like the embeds, the link is parsed into its file id
 * and the address the player loads is written from it on the drive's own https origin, so nothing
 * else of the pasted string reaches `<audio src>`.
 */
export interface DriveAudio {
  /** What `<audio src>` loads (the drive's direct download of the file). */
  src: string;
  /** The file's page on the drive. */
  page: string;
}

const GOOGLE_ID = /^[A-Za-z0-9_-]{10,100}$/;
const DROPBOX_PART = /^[A-Za-z0-9_.-]{1,200}$/;
const DROPBOX_KEY = /^[A-Za-z0-9]{5,60}$/;

/** The origins the players load shared-drive audio from (the site's CSP `media-src`), redirects included. */
export const AUDIO_LINK_ORIGINS: readonly string[] = [
  'https://drive.google.com',
  'https://drive.usercontent.google.com',
  'https://www.dropbox.com',
  'https://dl.dropboxusercontent.com',
];

function google(url: URL, segments: string[]): DriveAudio | null {
  let id: string | null | undefined;
  if (segments[0] === 'file' && segments[1] === 'd' && segments.length >= 3 && segments.length <= 4) id = segments[2];
  else if ((segments[0] === 'open' || segments[0] === 'uc') && segments.length === 1) id = url.searchParams.get('id');
  if (!id || !GOOGLE_ID.test(id)) return null;
  return { src: `https://drive.google.com/uc?export=download&id=${id}`, page: `https://drive.google.com/file/d/${id}/view` };
}

function dropbox(url: URL, segments: string[]): DriveAudio | null {
  // dropbox.com/s/<id>/<name> (older links) or dropbox.com/scl/fi/<id>/<name>?rlkey=<key>
  if (segments[0] === 's' && segments.length === 3 && segments.slice(1).every((part) => DROPBOX_PART.test(part))) {
    const path = `s/${segments[1]}/${encodeURIComponent(segments[2] ?? '')}`;
    return { src: `https://www.dropbox.com/${path}?raw=1`, page: `https://www.dropbox.com/${path}` };
  }
  const key = url.searchParams.get('rlkey');
  if (segments[0] === 'scl' && segments[1] === 'fi' && segments.length === 4 && segments.slice(2).every((part) => DROPBOX_PART.test(part)) && key && DROPBOX_KEY.test(key)) {
    const path = `scl/fi/${segments[2]}/${encodeURIComponent(segments[3] ?? '')}`;
    return { src: `https://www.dropbox.com/${path}?rlkey=${key}&raw=1`, page: `https://www.dropbox.com/${path}?rlkey=${key}` };
  }
  return null;
}

/** The playable address of a shared-drive link, or null when the link is not one of the patterns. */
export function driveAudioOf(link: string): DriveAudio | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'drive.google.com') return google(url, segments);
  if (host === 'www.dropbox.com' || host === 'dropbox.com') return dropbox(url, segments);
  return null;
}
