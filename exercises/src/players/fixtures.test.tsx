import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { checkAnswer, toStudentCopy } from '../contract.js';
import { EXERCISE_FIXTURES, fixtureAnswer, fixtureExercise } from '../fixtures.js';
import { CHECKABLE_TYPES, type CheckableType } from '../types.js';
import type { StudentExercise } from './contract.js';
import { loadPlayer } from './index.js';
import type { PlayerComponent } from './props.js';
import { axeViolations, renderPlayer, withPlayerTexts } from './testing.js';

withPlayerTexts();

/*
 * Every player against every fixture of its type (ex-core's: right-to-left text, long texts,
 * repeated words, shared right words...): the student copy renders axe-clean, and each fixture
 * answer, scored by the real checker, renders with its score and without the player sending
 * anything on its own.
 */
const players = new Map<CheckableType, PlayerComponent>();
beforeAll(async () => {
  for (const type of CHECKABLE_TYPES) players.set(type, (await loadPlayer(type)) as PlayerComponent);
});

describe.each(CHECKABLE_TYPES)('%s player on the fixtures', (type) => {
  const fixtures = EXERCISE_FIXTURES[type];

  it.each(fixtures.valid.map((valid) => [valid.name, valid] as const))('renders "%s" from the student copy, axe-clean', async (_name, valid) => {
    const Player = players.get(type);
    if (!Player) throw new Error(`no player for ${type}`);
    const copy = toStudentCopy(fixtureExercise(valid)) as StudentExercise;
    const { container, answers } = renderPlayer(Player, copy);
    await act(async () => {});
    expect(answers).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(fixtures.answers.map((answer) => [answer.name, answer] as const))('shows the answer "%s" with its score', async (_name, fixture) => {
    const Player = players.get(type);
    if (!Player) throw new Error(`no player for ${type}`);
    const exercise = fixtureExercise(fixtures.valid[0]);
    const answer = fixtureAnswer(fixture.answer as never, exercise);
    const result = checkAnswer(exercise, answer);
    const { answers } = renderPlayer(Player, toStudentCopy(exercise) as StudentExercise, { answer, result });
    expect(screen.getByText(`${result.correct} of ${result.total} correct`)).toBeInTheDocument();
    expect(answers).toEqual([]);
  });
});
