// The same answer as fill_in_gaps: the word placed into each blank, in blank order.
export { gapsAnswer, type GapsAnswer } from '../fill_in_gaps/index.js';
