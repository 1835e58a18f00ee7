import { itemList, itemText } from '../../exercise.js';

/** The sentences in the right order; the student sees them shuffled. */
export const sortSentencesContent = {
  sentences: itemList(itemText(), 2, 'exercise.sentencesTooFew'),
};
