/**
 * Text helpers shared by the checkers and the editors: answer comparison and the two bracket
 * syntaxes of the text types. The parsers are exported because the editors show a live preview
 * of what they parse, and the content schemas validate with the very same functions.
 */

const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u02BC\u02B9\u2032\u0060\u00B4\u2039\u203A]/gu;
const QUOTES = /[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033\u301D\u301E]/gu;
/**
 * Characters that change nothing a reader sees but break a comparison: zero-width space, word
 * joiner, byte order mark, soft hyphen, the bidirectional marks and embeddings that right-to-left
 * text picks up when copied, and the Arabic tatweel (a purely typographic stretch). Zero-width
 * (non-)joiners stay: in Persian or Hindi they change the spelling.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u00AD\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u0640]/gu;

/**
 * The form in which a student's answer and the key are compared: trimmed, inner whitespace
 * collapsed, case-insensitive, typographic apostrophes and quotes equal to plain ones.
 * NFKC first, so a letter typed as base + combining accent equals the precomposed one, and the
 * full-width letters and punctuation of a Chinese or Japanese keyboard equal the plain ones
 * (ａｍ = am, ＇ = '). Lower case is locale-independent; Greek final sigma and the dotted capital
 * I then fold into their ordinary letters, so capitals never decide an answer.
 */
export function normalizeAnswerText(value: string): string {
  // Marks first: NFKC would split some of them (´ into a space and a combining accent).
  return value
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, "'")
    .replace(QUOTES, '"')
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .replace(/\u03C2/gu, '\u03C3')
    .replace(/i\u0307/gu, 'i');
}

/** True when two texts are the same answer under `normalizeAnswerText`. */
export function sameAnswer(a: string, b: string): boolean {
  return normalizeAnswerText(a) === normalizeAnswerText(b);
}

/** Message keys (catalogue group `exercise`) a bracket text can break. */
export type BracketProblem =
  | 'exercise.bracketUnclosed'
  | 'exercise.bracketNested'
  | 'exercise.gapsMissing'
  | 'exercise.gapEmpty'
  | 'exercise.optionsMissing'
  | 'exercise.optionsTooFew'
  | 'exercise.optionEmpty'
  | 'exercise.optionsOneCorrect';

type Segment = { text: string } | { bracket: string };

/**
 * Splits a text into plain runs and bracket bodies. `[` opens, `]` closes; a stray `]`, a `[`
 * never closed or a `[` inside a bracket is a problem, so the author sees it while typing
 * instead of getting a silently different exercise.
 */
function splitBrackets(text: string): { segments: Segment[]; problem?: BracketProblem } {
  const segments: Segment[] = [];
  let plain = '';
  let body: string | null = null;
  for (const char of text) {
    if (body === null) {
      if (char === '[') {
        if (plain) segments.push({ text: plain });
        plain = '';
        body = '';
      } else if (char === ']') {
        return { segments, problem: 'exercise.bracketUnclosed' };
      } else {
        plain += char;
      }
    } else if (char === ']') {
      segments.push({ bracket: body });
      body = null;
    } else if (char === '[') {
      return { segments, problem: 'exercise.bracketNested' };
    } else {
      body += char;
    }
  }
  if (body !== null) return { segments, problem: 'exercise.bracketUnclosed' };
  if (plain) segments.push({ text: plain });
  return { segments };
}

export type GapTextPart = { text: string } | { gap: number; answers: string[] };
export interface ParsedGapText {
  parts: GapTextPart[];
  /** Accepted answers per blank, in blank order. */
  gaps: string[][];
  /** The first broken rule, or undefined when the text is a valid exercise. */
  problem?: BracketProblem;
}

/**
 * Parses the fill-in-the-gaps syntax: `I [am|'m] here` has one blank accepting `am` or `'m`.
 * Alternatives are trimmed; an empty blank or an empty alternative is a problem.
 */
export function parseGapText(text: string): ParsedGapText {
  const { segments, problem } = splitBrackets(text);
  const parts: GapTextPart[] = [];
  const gaps: string[][] = [];
  let firstProblem: BracketProblem | undefined = problem;
  for (const segment of segments) {
    if ('text' in segment) {
      parts.push(segment);
      continue;
    }
    const answers = segment.bracket.split('|').map((answer) => answer.trim());
    if (answers.some((answer) => answer === '')) firstProblem ??= 'exercise.gapEmpty';
    parts.push({ gap: gaps.length, answers });
    gaps.push(answers);
  }
  if (gaps.length === 0) firstProblem ??= 'exercise.gapsMissing';
  return firstProblem ? { parts, gaps, problem: firstProblem } : { parts, gaps };
}

export type OptionTextPart = { text: string } | { gap: number; options: string[]; correct: number };
export interface ParsedOptionText {
  parts: OptionTextPart[];
  /** Per bracket: its options (without `*`) and the index of the one marked correct (-1: none or several). */
  gaps: Array<{ options: string[]; correct: number }>;
  problem?: BracketProblem;
}

/**
 * Parses the choose-the-correct-option syntax: `She [go/going/goes*] home` has one bracket with
 * three options, `goes` the right one. Each bracket needs two or more non-empty options and
 * exactly one `*` (written at the end of the option).
 */
export function parseOptionText(text: string): ParsedOptionText {
  const { segments, problem } = splitBrackets(text);
  const parts: OptionTextPart[] = [];
  const gaps: ParsedOptionText['gaps'] = [];
  let firstProblem: BracketProblem | undefined = problem;
  for (const segment of segments) {
    if ('text' in segment) {
      parts.push(segment);
      continue;
    }
    const raw = segment.bracket.split('/').map((option) => option.trim());
    const marked = raw.map((option) => option.endsWith('*'));
    const options = raw.map((option) => option.replace(/\*+$/u, '').trim());
    const markedCount = marked.filter(Boolean).length;
    const correct = markedCount === 1 ? marked.indexOf(true) : -1;
    if (options.length < 2) firstProblem ??= 'exercise.optionsTooFew';
    else if (options.some((option) => option === '')) firstProblem ??= 'exercise.optionEmpty';
    else if (markedCount !== 1) firstProblem ??= 'exercise.optionsOneCorrect';
    parts.push({ gap: gaps.length, options, correct });
    gaps.push({ options, correct });
  }
  if (gaps.length === 0) firstProblem ??= 'exercise.optionsMissing';
  return firstProblem ? { parts, gaps, problem: firstProblem } : { parts, gaps };
}
