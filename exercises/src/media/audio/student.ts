import * as z from 'zod/mini';

export const audioStudent = {
  audio: z.discriminatedUnion('source', [
    z.strictObject({ source: z.literal('file'), file: z.string() }),
    z.strictObject({ source: z.literal('link'), url: z.string() }),
  ]),
  script: z.string(),
};

type AudioSource = { source: 'file'; file: string } | { source: 'link'; url: string };

/** Nothing to hide: the sound and its script (shown only when the student asks for it). */
export const audioToStudent = (content: { audio: AudioSource; script: string }) => ({
  audio: content.audio.source === 'file' ? { source: 'file' as const, file: content.audio.file } : { source: 'link' as const, url: content.audio.url },
  script: content.script,
});
