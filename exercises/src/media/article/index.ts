import { defineMedia } from '../../definition.js';
import { articleContent } from './content.js';
import { articleStudent, articleToStudent } from './student.js';
export { ARTICLE_TAGS, type ArticleTag, articleHref, articleSpan } from './allowlist.js';
export { ARTICLE_TEXT_MAX, type ArticleFormat } from './content.js';

export const article = defineMedia({
  type: 'article',
  content: articleContent,
  student: articleStudent,
  toStudent: articleToStudent,
});
