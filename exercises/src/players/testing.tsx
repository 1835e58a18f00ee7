import { useState, type ComponentType } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ThemeProvider } from 'styled-components';
import { buildTheme, changeLanguage, registerNamespace } from '@school/shared';
import * as z from 'zod/mini';
import { checkAnswer, exerciseInputSchema, toStudentCopy, type Exercise, type ExerciseOf } from '../contract.js';
import { FIXTURE_ID, FIXTURE_SECTION_ID } from '../fixture.js';
import type { ImplementedType } from '../registry.js';
import type { CheckableType } from '../types.js';
import type { Answer, Score, StudentExercise } from './contract.js';
import { EXERCISES_NAMESPACE, loadExercisesLocale } from './i18n.js';
import type { PlayerProps } from './props.js';

/** Tests read English, with the namespace registered the way a remote registers it. */
export function withPlayerTexts(): void {
  beforeAll(async () => {
    await registerNamespace(EXERCISES_NAMESPACE, loadExercisesLocale);
    await changeLanguage('en');
  });
}

/**
 * A staff exercise from a create body (as the API stores it) and the student copy the player
 * gets from the package's own stripper, so the tests see the shuffles a student sees.
 */
export function studentCopyOf<T extends CheckableType>(input: { type: T } & Record<string, unknown>) {
  const exercise = {
    ...z.parse(exerciseInputSchema, { title: 'A task', instruction: '', ...input }),
    id: FIXTURE_ID,
    lessonSectionId: FIXTURE_SECTION_ID,
    position: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as unknown as ExerciseOf<T>;
  const copy = toStudentCopy(exercise as unknown as Exercise) as StudentExercise<T>;
  /** What the server's checker makes of an answer the player produced. */
  const score = (answer: Answer<T> | undefined) => checkAnswer(exercise as unknown as Exercise, answer as Answer);
  return { exercise, copy, score };
}

/** Focuses a control and presses a key on it: the keyboard path, without counting Tab stops. */
export async function press(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, key = '{Enter}'): Promise<void> {
  act(() => element.focus());
  await user.keyboard(key);
}

interface RenderPlayerOptions<T extends ImplementedType> {
  answer?: Answer<T>;
  result?: Score;
  readOnly?: boolean;
  direction?: 'ltr' | 'rtl';
}

/**
 * Renders a player as a page would: inside the host theme, keeping the last answer and
 * passing it back. `answers` lists every answer the player reported, newest last.
 */
export function renderPlayer<T extends ImplementedType>(Player: ComponentType<PlayerProps<T>>, exercise: StudentExercise<T>, options: RenderPlayerOptions<T> = {}) {
  const user = userEvent.setup();
  const answers: Answer<T>[] = [];
  function Page() {
    const [answer, setAnswer] = useState<Answer<T> | undefined>(options.answer);
    return (
      <ThemeProvider theme={buildTheme('default', 'light', options.direction ?? 'ltr')}>
        <main>
          <Player
            exercise={exercise}
            answer={answer}
            onAnswer={(next) => {
              answers.push(next);
              setAnswer(next);
            }}
            result={options.result}
            readOnly={options.readOnly}
          />
        </main>
      </ThemeProvider>
    );
  }
  const view = render(<Page />);
  return { user, answers, lastAnswer: () => answers.at(-1), ...view };
}

/** axe-core's findings on the rendered player, as readable lines (none expected). */
export async function axeViolations(container: Element): Promise<string[]> {
  // jsdom has no canvas; axe only uses it to guess icon fonts, and jsdom's "not implemented" noise hides real output.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const results = await axe.run(container, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

/**
 * Gives `moving` and `target` places apart for the length of a drag (jsdom lays nothing out);
 * everything else sits off-screen. `moving` is what dnd-kit measures: the dragged item, or the
 * whole row when the handle is only part of it.
 */
function placeApart(moving: Element, target: Element) {
  const places = new Map<Element, { x: number; y: number }>([
    [moving, { x: 0, y: 0 }],
    [target, { x: 300, y: 200 }],
  ]);
  return jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const { x, y } = places.get(this) ?? { x: -5000, y: -5000 };
    return { x, y, left: x, top: y, width: 40, height: 20, right: x + 40, bottom: y + 20, toJSON: () => ({}) } as DOMRect;
  });
}

/**
 * Drags `source` onto `target` with a finger, through dnd-kit's touch sensor: a hold first
 * (a quick swipe scrolls the page instead). Runs on jest's fake clock, so the hold takes no time.
 */
export async function dragWithTouch(source: HTMLElement, target: Element, { hold = true }: { hold?: boolean } = {}): Promise<void> {
  const spy = placeApart(source, target);
  const touch = (x: number, y: number) => [{ clientX: x, clientY: y, identifier: 0, target: source }];
  jest.useFakeTimers();
  try {
    act(() => {
      fireEvent.touchStart(source, { touches: touch(10, 10) });
    });
    if (hold)
      act(() => {
        jest.advanceTimersByTime(TOUCH_HOLD_MS);
      });
    for (const [x, y] of [
      [30, 10],
      [310, 210],
    ] as const) {
      act(() => {
        fireEvent.touchMove(source, { touches: touch(x, y) });
        jest.runOnlyPendingTimers();
      });
    }
    act(() => {
      fireEvent.touchEnd(source, { changedTouches: touch(310, 210), touches: [] });
      jest.runOnlyPendingTimers();
    });
  } finally {
    jest.useRealTimers();
    spy.mockRestore();
  }
}

/** Longer than the touch sensor's hold (parts/drag.tsx). */
const TOUCH_HOLD_MS = 250;

/**
 * Drags `source` onto `target` with the mouse, through dnd-kit's real mouse sensor. jsdom lays
 * nothing out, so for the drag the two get places apart and everything else sits off-screen.
 */
export async function dragWithMouse(source: HTMLElement, target: Element, { moving = source }: { moving?: Element } = {}): Promise<void> {
  const spy = placeApart(moving, target);
  try {
    const step = async (event: () => void) => {
      await act(async () => {
        event();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    };
    await step(() => fireEvent.mouseDown(source, { button: 0, clientX: 10, clientY: 10 }));
    await step(() => fireEvent.mouseMove(document, { clientX: 30, clientY: 10 }));
    await step(() => fireEvent.mouseMove(document, { clientX: 310, clientY: 210 }));
    await step(() => fireEvent.mouseUp(document, { clientX: 310, clientY: 210 }));
  } finally {
    spy.mockRestore();
  }
}

/**
 * The declarations that apply to `element` (by its classes) inside `@media (pointer: coarse)`:
 * jsdom evaluates no media queries, so the touch rules are read where styled-components wrote them.
 */
export function coarsePointerRules(element: Element): string {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n').replace(/\s+/g, '');
  const opening = '@media(pointer:coarse){';
  const found: string[] = [];
  for (let start = css.indexOf(opening); start !== -1; start = css.indexOf(opening, start + 1)) {
    let depth = 0;
    let end = start + opening.length - 1;
    do {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < css.length);
    const block = css.slice(start + opening.length, end - 1);
    for (const className of element.classList) {
      for (const match of block.matchAll(new RegExp(`\\.${className}\\{([^}]*)\\}`, 'g'))) found.push(match[1] ?? '');
    }
  }
  return found.join(';');
}
