import { normalizeAnswerText, parseGapText, parseOptionText, sameAnswer } from './text.js';

describe('normalizeAnswerText', () => {
  it.each([
    ['  I   am\there \n', 'i am here'],
    ['Don\u2019t', "don't"],
    ['\u2018quoted\u2019', "'quoted'"],
    ['\u201Csaid\u201D', '"said"'],
    ['\u00ABтак\u00BB', '"так"'],
    ['KYIV', 'kyiv'],
    ['Cafe\u0301', 'caf\u00e9'],
  ])('%j reads as %j', (raw, normal) => {
    expect(normalizeAnswerText(raw)).toBe(normal);
  });

  describe('across scripts and keyboards', () => {
    it.each([
      ['the Ukrainian apostrophe, however typed', "\u043c'\u044f\u0442\u0430", ['\u043c\u02bc\u044f\u0442\u0430', '\u043c\u2019\u044f\u0442\u0430', '\u041c`\u044f\u0442\u0430']],
      ['an acute accent typed as an apostrophe', "don't", ['don\u00b4t']],
      ['a letter with a combining accent', '\u00e9t\u00e9', ['e\u0301te\u0301', '\u00c9T\u00c9']],
      ['full-width letters and apostrophe of a CJK keyboard', "i'm", ['\uff29\uff07\uff4d']],
      ['a ligature', 'fine', ['\ufb01ne']],
      ['Arabic with a direction mark and a tatweel', '\u0643\u062a\u0627\u0628', ['\u200f\u0643\u062a\u0640\u0627\u0628', '\u0643\u062a\u0627\u0628\u200e']],
      ['Hebrew inside an isolate, with a no-break space', '\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd', ['\u2067\u05e9\u05dc\u05d5\u05dd\u00a0\u05e2\u05d5\u05dc\u05dd\u2069']],
      ['a zero-width space and a soft hyphen from a pasted text', 'homework', ['home\u200bwork', 'home\u00adwork', '\ufeffhomework']],
      ['French narrow no-break spaces', 'oui ?', ['oui\u202f?']],
      ['German and French quotes', '"ja"', ['\u201eja\u201c', '\u00abja\u00bb']],
      ['single guillemets', "'ja'", ['\u2039ja\u203a']],
      ['Greek capitals and the final sigma', '\u03bf\u03b4\u03bf\u03c2', ['\u039f\u0394\u039f\u03a3', '\u03bf\u03b4\u03bf\u03c3']],
      ['a dotted capital I', 'istanbul', ['\u0130stanbul']],
    ])('%s', (_name, key, typed) => {
      for (const answer of typed) expect(sameAnswer(answer, key)).toBe(true);
    });

    it.each([
      ['a Persian zero-width non-joiner, which changes the spelling', '\u0645\u06cc\u200c\u062e\u0648\u0627\u0645', '\u0645\u06cc\u062e\u0648\u0627\u0645'],
      ['German sharp s and ss, two spellings', 'stra\u00dfe', 'strasse'],
      ['Arabic vowel marks, which the teacher may ask for', '\u0643\u064e\u062a\u064e\u0628\u064e', '\u0643\u062a\u0628'],
      ['a missing accent', 'caf\u00e9', 'cafe'],
    ])('keeps apart %s', (_name, a, b) => {
      expect(sameAnswer(a, b)).toBe(false);
    });

    it('is idempotent', () => {
      for (const text of ['\u00c9t\u00e9 \u00abX\u00bb', '\u200f\u0643\u062a\u0627\u0628', '\uff21\u00b4']) {
        expect(normalizeAnswerText(normalizeAnswerText(text))).toBe(normalizeAnswerText(text));
      }
    });
  });

  it('keeps words apart and punctuation as typed', () => {
    expect(sameAnswer('ice cream', 'icecream')).toBe(false);
    expect(sameAnswer('tea.', 'tea')).toBe(false);
  });
});

describe('parseGapText', () => {
  it('splits text and blanks, with trimmed alternatives per blank', () => {
    expect(parseGapText("I [am | 'm] here. [Yes]")).toEqual({
      parts: [{ text: 'I ' }, { gap: 0, answers: ['am', "'m"] }, { text: ' here. ' }, { gap: 1, answers: ['Yes'] }],
      gaps: [['am', "'m"], ['Yes']],
    });
  });

  it.each([
    ['no blank', 'plain', 'exercise.gapsMissing'],
    ['an empty blank', 'a [] b', 'exercise.gapEmpty'],
    ['an empty alternative', 'a [x||y] b', 'exercise.gapEmpty'],
    ['an unclosed blank', 'a [x', 'exercise.bracketUnclosed'],
    ['a stray closing bracket', 'a ] [x]', 'exercise.bracketUnclosed'],
    ['a blank inside a blank', '[a [b]]', 'exercise.bracketNested'],
  ])('reports %s', (_name, text, problem) => {
    expect(parseGapText(text).problem).toBe(problem);
  });

  it('still returns the blanks it read for a live preview of a broken text', () => {
    expect(parseGapText('a [x] b [').gaps).toEqual([['x']]);
  });
});

describe('parseOptionText', () => {
  it('reads the options and the marked one, without the mark', () => {
    expect(parseOptionText('She [go / goes* / going] home')).toEqual({
      parts: [{ text: 'She ' }, { gap: 0, options: ['go', 'goes', 'going'], correct: 1 }, { text: ' home' }],
      gaps: [{ options: ['go', 'goes', 'going'], correct: 1 }],
    });
  });

  it.each([
    ['no bracket', 'She goes', 'exercise.optionsMissing'],
    ['one option', '[goes*]', 'exercise.optionsTooFew'],
    ['an empty option', '[go/*]', 'exercise.optionEmpty'],
    ['no mark', '[go/goes]', 'exercise.optionsOneCorrect'],
    ['two marks', '[go*/goes*]', 'exercise.optionsOneCorrect'],
    ['an unclosed bracket', '[go/goes*', 'exercise.bracketUnclosed'],
  ])('reports %s', (_name, text, problem) => {
    expect(parseOptionText(text).problem).toBe(problem);
  });

  it('marks a bracket without exactly one correct option with -1', () => {
    expect(parseOptionText('[a*/b*] [c/d*]').gaps.map(({ correct }) => correct)).toEqual([-1, 1]);
  });
});
