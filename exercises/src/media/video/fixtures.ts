import type { MediaFixtures } from '../../fixture.js';

const type = 'video';
const base = { type, title: 'Ordering food', instruction: 'Watch and note the phrases' } as const;
const message = 'exercise.videoLink';

export const videoFixtures: MediaFixtures<typeof type> = {
  type,
  valid: [
    {
      name: 'a YouTube watch page',
      input: { ...base, link: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s ' },
      parsed: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s' },
      frame: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    },
    { name: 'a youtu.be short link', input: { ...base, link: 'https://youtu.be/dQw4w9WgXcQ?si=abc' }, frame: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    { name: 'a YouTube short', input: { ...base, link: 'https://m.youtube.com/shorts/aBcDeFgHiJk' }, frame: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk' },
    { name: 'a YouTube embed', input: { ...base, link: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk' }, frame: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk' },
    { name: 'a Vimeo page', input: { ...base, link: 'https://vimeo.com/76979871' }, frame: 'https://player.vimeo.com/video/76979871?dnt=1' },
    { name: 'an unlisted Vimeo video', input: { ...base, link: 'https://vimeo.com/76979871/8a2f3c4d5e' }, frame: 'https://player.vimeo.com/video/76979871?dnt=1&h=8a2f3c4d5e' },
    { name: 'a Vimeo player link', input: { ...base, link: 'https://player.vimeo.com/video/76979871?h=8a2f3c4d5e&autoplay=1' }, frame: 'https://player.vimeo.com/video/76979871?dnt=1&h=8a2f3c4d5e' },
    { name: 'a video without a title', input: { ...base, title: '', link: 'https://youtu.be/dQw4w9WgXcQ' }, frame: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  ],
  invalid: [
    { name: 'no link', input: { ...base }, issues: [{ path: ['link'], message: 'validation.required' }] },
    { name: 'an empty link', input: { ...base, link: '  ' }, issues: [{ path: ['link'], message: 'validation.required' }] },
    { name: 'another site', input: { ...base, link: 'https://www.dailymotion.com/video/x7tgad0' }, issues: [{ path: ['link'], message }] },
    { name: 'a look-alike host', input: { ...base, link: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }, issues: [{ path: ['link'], message }] },
    { name: 'a YouTube channel, not a video', input: { ...base, link: 'https://www.youtube.com/@teacher' }, issues: [{ path: ['link'], message }] },
    { name: 'a broken video id', input: { ...base, link: 'https://www.youtube.com/watch?v=short' }, issues: [{ path: ['link'], message }] },
    { name: 'a script address', input: { ...base, link: 'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ' }, issues: [{ path: ['link'], message }] },
    { name: 'user info hiding the host', input: { ...base, link: 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ' }, issues: [{ path: ['link'], message }] },
    { name: 'a Vimeo showcase', input: { ...base, link: 'https://vimeo.com/showcase/123' }, issues: [{ path: ['link'], message }] },
    { name: 'a one-letter title', input: { ...base, title: 'x', link: 'https://youtu.be/dQw4w9WgXcQ' }, issues: [{ path: ['title'], message: 'validation.minLength' }] },
    { name: 'a field of another type', input: { ...base, link: 'https://youtu.be/dQw4w9WgXcQ', text: 'x' }, issues: [{ path: [], message: 'exercise.unknownField' }] },
  ],
};
