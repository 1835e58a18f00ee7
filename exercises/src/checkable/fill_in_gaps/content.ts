import { bracketText } from '../../exercise.js';
import { parseGapText } from '../../text.js';

/** `text`: blanks in square brackets, alternatives separated by `|`: `I [am|'m] here`. */
export const fillInGapsContent = {
  text: bracketText(parseGapText),
};
