import { bracketText } from '../../exercise.js';
import { parseOptionText } from '../../text.js';

/** `text`: options in brackets separated by `/`, the right one marked `*`: `She [go/going/goes*]`. */
export const chooseCorrectOptionContent = {
  text: bracketText(parseOptionText),
};
