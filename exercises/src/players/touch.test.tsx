import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { TOUCH_TARGET_PX } from '@school/shared/ui';
import { FillInGapsPlayer } from './fill-in-gaps.js';
import { FillInGapsFromBoxPlayer } from './fill-in-gaps-from-box.js';
import { MatchTheWordsPlayer } from './match-the-words.js';
import { SortSentencesPlayer } from './sort-sentences.js';
import { TrueFalsePlayer } from './true-false.js';
import { coarsePointerRules, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const TARGET = `min-block-size:${TOUCH_TARGET_PX}px`;

describe('touch targets', () => {
  it('gives gap inputs, word chips, gaps and "put back" at least the touch target height', async () => {
    renderPlayer(FillInGapsPlayer, studentCopyOf({ type: 'fill_in_gaps', text: 'I [am] here.' }).copy);
    expect(coarsePointerRules(screen.getByRole('textbox', { name: 'Gap 1' }))).toContain(TARGET);

    const { user } = renderPlayer(FillInGapsFromBoxPlayer, studentCopyOf({ type: 'fill_in_gaps_from_box', text: 'I [am] here.', distractors: ['is'] }).copy, {
      answer: { gaps: ['am'] },
    });
    const box = screen.getByRole('group', { name: 'Word box' });
    expect(coarsePointerRules(within(box).getByRole('button', { name: 'is' }))).toContain(TARGET);
    expect(coarsePointerRules(screen.getByRole('button', { name: 'Gap 1: am' }))).toContain(TARGET);
    await press(user, within(box).getByRole('button', { name: 'am (used)' }));
    expect(coarsePointerRules(within(box).getByRole('button', { name: 'Put am back in the box' }))).toContain(TARGET);
  });

  it('gives selects, radio rows and move buttons at least the touch target size', () => {
    renderPlayer(MatchTheWordsPlayer, studentCopyOf({ type: 'match_the_words', pairs: [{ left: 'a', right: 'b' }, { left: 'c', right: 'd' }] }).copy);
    expect(coarsePointerRules(screen.getByRole('combobox', { name: 'Match for a' }))).toContain(TARGET);

    renderPlayer(TrueFalsePlayer, studentCopyOf({ type: 'true_false', items: [{ statement: 'Yes.', correct: true }] }).copy);
    const label = screen.getByRole('radio', { name: 'True' }).closest('label');
    if (!label) throw new Error('no label');
    expect(coarsePointerRules(label)).toContain(TARGET);

    renderPlayer(SortSentencesPlayer, studentCopyOf({ type: 'sort_sentences', sentences: ['One.', 'Two.'] }).copy);
    const move = screen.getAllByRole('button', { name: /Move .* later/ })[0];
    if (!move) throw new Error('no move button');
    expect(coarsePointerRules(move)).toContain(`block-size:${TOUCH_TARGET_PX}px`);
    expect(coarsePointerRules(move)).toContain(`inline-size:${TOUCH_TARGET_PX}px`);
  });
});
