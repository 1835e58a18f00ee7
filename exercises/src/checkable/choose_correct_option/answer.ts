// The option chosen in each bracket (its text), in bracket order: the same shape as the gap types.
export { gapsAnswer as optionsAnswer, type GapsAnswer as OptionsAnswer } from '../fill_in_gaps/index.js';
