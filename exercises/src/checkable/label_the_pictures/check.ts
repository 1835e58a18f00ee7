import { sameAnswer } from '../../text.js';
import type { LabelThePicturesAnswer } from './answer.js';

export function checkLabelThePictures(
  content: { images: Array<{ label: string }> },
  answer: LabelThePicturesAnswer,
): boolean[] {
  return content.images.map(({ label }, index) => {
    const given = answer.labels[index];
    return typeof given === 'string' && sameAnswer(given, label);
  });
}
