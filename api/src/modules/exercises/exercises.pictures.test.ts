import type { Exercise } from '@school/exercises';
import type { ApiError } from '@school/shared/contracts';
import { DATABASES, body, multipart, PNG_1PX, useTestApp } from '../../test/harness.js';
import { createPlace, signIn, uploadPicture, type Tokens } from '../../test/structure-kit.js';

/** The smallest GIF: 1x1, one colour. */
const GIF_1PX = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

describe.each(DATABASES)('picture exercises (image, image_set, gif) on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const uploadGif = async (token: string) => {
    const response = await t.request('POST', '/tenant/files', { token, ...multipart('file', 'wave.gif', 'image/gif', GIF_1PX) });
    expect(response.statusCode).toBe(201);
    return body<{ data: { url: string; contentType: string } }>(response).data;
  };

  it('keeps pictures to uploaded pictures of the school, a gif to GIFs, and copies and deletes them with the exercise', async () => {
    const place = await createPlace(t, tokens.teacher);
    const png = await uploadPicture(t, tokens.teacher);
    const gif = await uploadGif(tokens.teacher);
    expect(gif.contentType).toBe('image/gif');
    const foreign = await uploadPicture(t, tokens.other);
    const post = (payload: unknown) => t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: payload, lang: 'en' });

    const refusals: Array<[unknown, string, string]> = [
      [{ type: 'image', title: '', instruction: '', image: foreign }, 'image', 'Upload the picture first'],
      [{ type: 'image', title: '', instruction: '', image: 'https://evil.example/a.png' }, 'image', 'This is not a picture address'],
      [{ type: 'image_set', title: '', instruction: '', images: [{ image: png }, { image: foreign }] }, 'images', 'Upload the picture first'],
      [{ type: 'gif', title: '', instruction: '', gif: png }, 'gif', 'Only GIF files are allowed'],
      [{ type: 'image_set', title: '', instruction: '', images: Array.from({ length: 21 }, () => ({ image: png })) }, 'images', 'At most 20 pictures'],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await post(payload);
      expect({ status: response.statusCode, errors: body<ApiError>(response).fieldErrors }).toEqual({ status: 400, errors: { [field]: [message] } });
    }

    const image = body<{ data: Exercise }>(await post({ type: 'image', title: '', instruction: '', image: png, caption: 'A classroom' })).data;
    const set = body<{ data: Exercise }>(await post({ type: 'image_set', title: 'Rooms', instruction: '', images: [{ image: png }, { image: gif.url, caption: 'hello' }] })).data;
    const animation = body<{ data: Exercise }>(await post({ type: 'gif', title: '', instruction: '', gif: gif.url })).data;
    expect(image).toMatchObject({ type: 'image', image: png, caption: 'A classroom' });
    expect(set).toMatchObject({ type: 'image_set', images: [{ image: png, caption: '' }, { image: gif.url, caption: 'hello' }] });
    expect(animation).toMatchObject({ type: 'gif', gif: gif.url });

    const copy = body<{ data: Exercise & { gif: string } }>(await t.request('POST', `${place.exercisesUrl}/${animation.id}/duplicate`, { token: tokens.teacher })).data;
    expect(copy.gif).not.toBe(gif.url);
    expect((await t.request('GET', copy.gif)).headers['content-type']).toBe('image/gif');

    expect((await t.request('DELETE', `${place.exercisesUrl}/${image.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    // The set still names the picture: it stays until the last exercise naming it goes.
    expect((await t.request('GET', png)).statusCode).toBe(200);
    expect((await t.request('DELETE', `${place.exercisesUrl}/${animation.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    // The set still names the GIF it was given: only the deleted exercise's own file went.
    expect((await t.request('GET', copy.gif)).statusCode).toBe(200);
    expect((await t.request('GET', gif.url)).statusCode).toBe(200);
    expect((await t.request('DELETE', `${place.exercisesUrl}/${set.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', png)).statusCode).toBe(404);
    expect((await t.request('GET', gif.url)).statusCode).toBe(404);
  });

  it('refuses a picture over 1 MB and other content under a picture name', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await t.request('POST', '/tenant/files', { token: tokens.teacher, lang: 'en', ...multipart('file', 'big.png', 'image/png', big) });
    expect(tooLarge.statusCode).toBe(413);
    const text = await t.request('POST', '/tenant/files', { token: tokens.teacher, lang: 'en', ...multipart('file', 'cat.gif', 'image/gif', Buffer.from('this is text, not a picture')) });
    expect(text.statusCode).toBe(415);
    expect(body<ApiError>(text).fieldErrors?.file).toEqual(['Only images are allowed']);
  });
});
