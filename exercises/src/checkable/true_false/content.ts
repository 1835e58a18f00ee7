import * as z from 'zod/mini';
import { contentObject, itemList, itemText } from '../../exercise.js';

export const trueFalseContent = {
  items: itemList(
    contentObject({ statement: itemText(), correct: z.boolean({ error: 'exercise.correctFlag' }) }),
    1,
    'exercise.statementsMissing',
  ),
};
