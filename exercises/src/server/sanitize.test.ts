import { RICH_ARTICLE } from '../media/article/fixtures.js';
import { prepareContent, sanitizeArticleHtml } from './index.js';

describe('sanitizeArticleHtml', () => {
  it('keeps the allowed formatting as it is', () => {
    expect(sanitizeArticleHtml(RICH_ARTICLE)).toBe(RICH_ARTICLE.replace('<a href="https://example.org/family">', '<a href="https://example.org/family" target="_blank" rel="noopener noreferrer nofollow">'));
  });

  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['a style and a class', '<p style="color:red" class="x">Hi</p>', '<p>Hi</p>'],
    ['a script link', '<a href="javascript:alert(1)">Hi</a>', '<a>Hi</a>'],
    ['a data link', '<a href="data:text/html,x">Hi</a>', '<a>Hi</a>'],
    ['a protocol-relative link', '<a href="//evil.example">Hi</a>', '<a>Hi</a>'],
    ['an image', '<p>Hi<img src="x" onerror="alert(1)"></p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['a style element', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['an unknown tag, keeping its text', '<section><p>Hi <span>there</span></p></section>', '<p>Hi there</p>'],
    ['a top-level heading', '<h1>Title</h1>', '<h2>Title</h2>'],
    ['a broken span', '<table><tbody><tr><td colspan="999" rowspan="2">x</td></tr></tbody></table>', '<table><tbody><tr><td rowspan="2">x</td></tr></tbody></table>'],
    ['a mailto link', '<a href="mailto:teacher@school.example">Mail</a>', '<a href="mailto:teacher@school.example" target="_blank" rel="noopener noreferrer nofollow">Mail</a>'],
  ])('removes %s', (_name, input, output) => {
    expect(sanitizeArticleHtml(input)).toBe(output);
  });
});

describe('prepareContent', () => {
  it('sanitises rich articles before they are stored', () => {
    expect(prepareContent('article', { article: { format: 'rich', text: '<p onclick="x()">Hello</p><script>x()</script>' } })).toEqual({
      ok: true,
      content: { article: { format: 'rich', text: '<p>Hello</p>' } },
    });
  });

  it('refuses a rich article with nothing left to read', () => {
    expect(prepareContent('article', { article: { format: 'rich', text: '<script>alert(1)</script><p> </p>' } })).toEqual({ ok: false, field: 'article', message: 'validation.required' });
  });

  it('leaves plain text and other types alone', () => {
    const plain = { article: { format: 'plain' as const, text: '<b>not markup</b>' } };
    expect(prepareContent('article', plain)).toEqual({ ok: true, content: plain });
    expect(prepareContent('video', { link: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({ ok: true, content: { link: 'https://youtu.be/dQw4w9WgXcQ' } });
  });
});
