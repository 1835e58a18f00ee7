import { fillInGaps } from './checkable/fill_in_gaps/index.js';
import { trueFalse } from './checkable/true_false/index.js';
import type { AnsweredMediaDefinition, ExerciseDefinition, MediaDefinition } from './definition.js';
import { notify } from './media/notify/index.js';
import { video } from './media/video/index.js';
import { voiceRecording } from './media/voice_recording/index.js';
import { EXERCISE_REGISTRY } from './registry.js';
import type { AnsweredMediaType, CheckableType, MediaType } from './types.js';

type Complete = { [T in CheckableType]: ExerciseDefinition<T> };
type CompleteMedia = { [T in Exclude<MediaType, AnsweredMediaType>]: MediaDefinition<T> };
type CompleteAnswered = { [T in AnsweredMediaType]: AnsweredMediaDefinition<T> };

// These are compile-time checks (`pnpm typecheck` fails if any `@ts-expect-error` stops being
// an error); the test only keeps the file in the suite.
describe('the registry type', () => {
  it('turns a missing type, a misfiled entry or a missing part into a type error', () => {
    // @ts-expect-error a type without an entry
    const missing: Complete = { fill_in_gaps: fillInGaps };
    // @ts-expect-error an entry under another type's name
    const misfiled: Complete = { ...EXERCISE_REGISTRY, true_false: fillInGaps };
    const { check: _check, ...withoutChecker } = trueFalse;
    // @ts-expect-error a definition without its checker
    const partial: Complete = { ...EXERCISE_REGISTRY, true_false: withoutChecker };
    expect([missing, misfiled, partial]).toHaveLength(3);
  });

  it('does the same for media types, and a media type cannot pose as a checkable one', () => {
    const { video: _video, ...withoutVideo } = EXERCISE_REGISTRY;
    // @ts-expect-error a media type without an entry
    const missing: CompleteMedia = withoutVideo;
    // @ts-expect-error a media entry under another type's name
    const misfiled: CompleteMedia = { ...EXERCISE_REGISTRY, notify: video };
    const { toStudent: _toStudent, ...withoutStripper } = notify;
    // @ts-expect-error a media definition without its student copy
    const partial: CompleteMedia = { ...EXERCISE_REGISTRY, notify: withoutStripper };
    // @ts-expect-error a media definition has no checker, so it is no checkable definition
    const posing: Complete = { ...EXERCISE_REGISTRY, true_false: video };
    expect([missing, misfiled, partial, posing]).toHaveLength(4);
  });

  it('keeps an answered media type to an answer and no checker', () => {
    const { answer: _answer, ...withoutAnswer } = voiceRecording;
    // @ts-expect-error an answered media type without its answer schema
    const unanswered: CompleteAnswered = { voice_recording: withoutAnswer };
    // @ts-expect-error a media type that takes no answer cannot stand in for one that does
    const plain: CompleteAnswered = { voice_recording: video };
    // @ts-expect-error an unscored answer is no checkable definition
    const posing: Complete = { ...EXERCISE_REGISTRY, true_false: voiceRecording };
    const complete: CompleteAnswered = { voice_recording: voiceRecording };
    expect([unanswered, plain, posing, complete]).toHaveLength(4);
  });
});
