import * as z from 'zod/mini';

export const trueFalseStudent = { items: z.array(z.strictObject({ statement: z.string() })) };

export const trueFalseToStudent = (content: { items: Array<{ statement: string }> }) => ({
  items: content.items.map(({ statement }) => ({ statement })),
});
