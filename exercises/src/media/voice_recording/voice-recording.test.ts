import * as z from 'zod/mini';
import { answerSchemaFor, checkAnswer, toStudentCopy } from '../../contract.js';
import { fixtureExercise } from '../../fixture.js';
import { isAnsweredType, isCheckableType } from '../../registry.js';
import { describeMediaType } from '../../testing/media-suite.js';
import { RECORDING, voiceRecordingFixtures } from './fixtures.js';

describeMediaType(voiceRecordingFixtures);

describe('voice_recording: the answer', () => {
  const schema = answerSchemaFor('voice_recording');

  it('is the stored recording and its length, kept without a score', () => {
    expect(isAnsweredType('voice_recording')).toBe(true);
    expect(isCheckableType('voice_recording')).toBe(false);
    expect(z.parse(schema, { audio: RECORDING, seconds: 42.5 })).toEqual({ audio: RECORDING, seconds: 42.5 });
    expect(() => checkAnswer(fixtureExercise(voiceRecordingFixtures.valid[0]), { audio: RECORDING, seconds: 1 } as never)).toThrow(TypeError);
  });

  it.each([
    ['no recording', { seconds: 3 }],
    ['an address of another site', { audio: 'https://evil.example/a.webm', seconds: 3 }],
    ['a data address', { audio: 'data:audio/webm;base64,AAAA', seconds: 3 }],
    ['a negative length', { audio: RECORDING, seconds: -1 }],
    ['a length over the longest limit', { audio: RECORDING, seconds: 601 }],
    ['a length as text', { audio: RECORDING, seconds: '3' }],
    ['a field of another answer', { audio: RECORDING, seconds: 3, gaps: [] }],
    ['no object', 'recording'],
  ])('refuses %s', (_name, answer) => {
    const result = z.safeParse(schema, answer);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) expect(issue.message).toBe('exercise.answerInvalid');
  });

  it('gives the student the longest duration', () => {
    expect(toStudentCopy(fixtureExercise(voiceRecordingFixtures.valid[0]))).toMatchObject({ type: 'voice_recording', duration: 60 });
  });
});
