import { contentObject, itemList, itemText } from '../../exercise.js';

export const matchTheWordsContent = {
  pairs: itemList(contentObject({ left: itemText(), right: itemText() }), 2, 'exercise.pairsTooFew'),
};
