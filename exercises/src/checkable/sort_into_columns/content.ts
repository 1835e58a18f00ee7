import * as z from 'zod/mini';
import { contentObject, itemList, itemText, LIST_MAX } from '../../exercise.js';

export const sortIntoColumnsContent = {
  columns: itemList(
    contentObject({
      name: itemText('exercise.columnNameRequired'),
      items: itemList(itemText(), 1, 'exercise.columnItemsMissing'),
    }),
    1,
    'exercise.columnsMissing',
  ).check(
    // All columns share one pile the student sorts: LIST_MAX items in all, like any other list.
    z.refine((columns: Array<{ items: string[] }>) => columns.reduce((sum, { items }) => sum + items.length, 0) <= LIST_MAX, {
      error: 'exercise.tooMany',
    }),
  ),
};
