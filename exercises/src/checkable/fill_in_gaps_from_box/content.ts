import * as z from 'zod/mini';
import { bracketText, itemList, itemText } from '../../exercise.js';
import { parseGapText } from '../../text.js';

/** The fill-in-the-gaps text plus extra words for the box that fit no blank. */
export const fillInGapsFromBoxContent = {
  text: bracketText(parseGapText),
  distractors: z._default(itemList(itemText(), 0, 'validation.invalidInput'), []),
};
