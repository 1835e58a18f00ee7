import { checkGapText, type GapsAnswer } from '../fill_in_gaps/index.js';

/** Scored like fill_in_gaps: any accepted alternative counts, even though the box offers the first. */
export const checkFillInGapsFromBox = (content: { text: string }, answer: GapsAnswer) => checkGapText(content.text, answer);
