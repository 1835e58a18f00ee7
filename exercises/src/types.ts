/** Every exercise type of the wire contract, in the order the type picker shows them. */
export const EXERCISE_TYPES = [
  'fill_in_gaps',
  'fill_in_gaps_from_box',
  'choose_correct_option',
  'true_false',
  'test',
  'match_the_words',
  'sort_into_columns',
  'label_the_pictures',
  'word_order',
  'sort_sentences',
  'image',
  'image_set',
  'gif',
  'video',
  'audio',
  'article',
  'pdf',
  'wordlist',
  'notify',
  'voice_recording',
  'external_link',
  'streamable',
  'wordwall_integration',
  'quizlet_integration',
  'learningapps_integration',
  'miro_integration',
  'figma',
] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];

/** The types the server scores. */
export const CHECKABLE_TYPES = [
  'fill_in_gaps',
  'fill_in_gaps_from_box',
  'choose_correct_option',
  'true_false',
  'test',
  'match_the_words',
  'sort_into_columns',
  'label_the_pictures',
  'word_order',
  'sort_sentences',
] as const satisfies readonly ExerciseType[];
export type CheckableType = (typeof CHECKABLE_TYPES)[number];

/**
 * The media types implemented so far (nothing to score). The rest of EXERCISE_TYPES are not
 * registered yet: a type joins this list only with every part (schema, student copy, editor,
 * player, fixtures), so the registry's `satisfies` keeps a half-done type out.
 */
export const MEDIA_TYPES = [
  'image',
  'image_set',
  'gif',
  'video',
  'audio',
  'article',
  'pdf',
  'wordlist',
  'notify',
  'voice_recording',
  'external_link',
  'streamable',
  'wordwall_integration',
  'quizlet_integration',
  'learningapps_integration',
  'miro_integration',
  'figma',
] as const satisfies readonly Exclude<ExerciseType, CheckableType>[];
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * Media types a student still answers: nothing is scored, the answer is kept for the teacher
 * (voice_recording: the stored recording). Their definitions carry an answer schema and no checker.
 */
export const ANSWERED_MEDIA_TYPES = ['voice_recording'] as const satisfies readonly MediaType[];
export type AnsweredMediaType = (typeof ANSWERED_MEDIA_TYPES)[number];
/** Every type a student sends an answer for: scored by the server (checkable) or kept as it is. */
export type AnsweredType = CheckableType | AnsweredMediaType;

/** The media types shown in a frame of another site, each from its own URL patterns (media/embeds.ts). */
export const EMBED_TYPES = [
  'video',
  'streamable',
  'wordwall_integration',
  'quizlet_integration',
  'learningapps_integration',
  'miro_integration',
  'figma',
] as const satisfies readonly MediaType[];
export type EmbedType = (typeof EMBED_TYPES)[number];
