import { registerNamespace } from '@school/shared';
import type { ImplementedType } from '../registry.js';
import { EXERCISES_NAMESPACE, loadExercisesLocale } from './i18n.js';
import type { PlayerComponent } from './props.js';

type PlayerLoaders = { [T in ImplementedType]: () => Promise<PlayerComponent<T>> };

/*
 * One lazy chunk per type: a lesson with three true/false tasks never downloads the drag code.
 * Typed over every registered type, so a type without a player is a compile error, and a new
 * type is one more line here, not a branch in a switch.
 */
const loaders: PlayerLoaders = {
  fill_in_gaps: () => import(/* webpackChunkName: "player-fill_in_gaps" */ './fill-in-gaps.js').then((module) => module.FillInGapsPlayer),
  fill_in_gaps_from_box: () =>
    import(/* webpackChunkName: "player-fill_in_gaps_from_box" */ './fill-in-gaps-from-box.js').then((module) => module.FillInGapsFromBoxPlayer),
  choose_correct_option: () =>
    import(/* webpackChunkName: "player-choose_correct_option" */ './choose-correct-option.js').then((module) => module.ChooseCorrectOptionPlayer),
  true_false: () => import(/* webpackChunkName: "player-true_false" */ './true-false.js').then((module) => module.TrueFalsePlayer),
  test: () => import(/* webpackChunkName: "player-test" */ './test-player.js').then((module) => module.TestPlayer),
  match_the_words: () => import(/* webpackChunkName: "player-match_the_words" */ './match-the-words.js').then((module) => module.MatchTheWordsPlayer),
  sort_into_columns: () => import(/* webpackChunkName: "player-sort_into_columns" */ './sort-into-columns.js').then((module) => module.SortIntoColumnsPlayer),
  label_the_pictures: () =>
    import(/* webpackChunkName: "player-label_the_pictures" */ './label-the-pictures.js').then((module) => module.LabelThePicturesPlayer),
  word_order: () => import(/* webpackChunkName: "player-word_order" */ './word-order.js').then((module) => module.WordOrderPlayer),
  sort_sentences: () => import(/* webpackChunkName: "player-sort_sentences" */ './sort-sentences.js').then((module) => module.SortSentencesPlayer),
  notify: () => import(/* webpackChunkName: "player-notify" */ './notify.js').then((module) => module.NotifyPlayer),
  article: () => import(/* webpackChunkName: "player-article" */ './article.js').then((module) => module.ArticlePlayer),
  audio: () => import(/* webpackChunkName: "player-audio" */ './audio.js').then((module) => module.AudioPlayer),
  // The pdf player's own chunk is small; it loads pdf.js (a chunk of its own) once it renders.
  pdf: () => import(/* webpackChunkName: "player-pdf" */ './pdf/pdf.js').then((module) => module.PdfPlayer),
  image: () => import(/* webpackChunkName: "player-image" */ './pictures.js').then((module) => module.ImagePlayer),
  image_set: () => import(/* webpackChunkName: "player-image" */ './pictures.js').then((module) => module.ImageSetPlayer),
  gif: () => import(/* webpackChunkName: "player-gif" */ './gif.js').then((module) => module.GifPlayer),
  wordlist: () => import(/* webpackChunkName: "player-wordlist" */ './wordlist.js').then((module) => module.WordlistPlayer),
  voice_recording: () => import(/* webpackChunkName: "player-voice_recording" */ './voice-recording.js').then((module) => module.VoiceRecordingPlayer),
  external_link: () => import(/* webpackChunkName: "player-external_link" */ './external-link.js').then((module) => module.ExternalLinkPlayer),
  // The embeds share one player: a frame built from the parsed link of the type's sites.
  video: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
  streamable: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
  wordwall_integration: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
  quizlet_integration: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
  learningapps_integration: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
  miro_integration: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
  figma: () => import(/* webpackChunkName: "player-embed" */ './embed.js').then((module) => module.EmbedPlayer),
};

/**
 * The player of a type, loaded on first use (the bundler keeps the chunk cached afterwards),
 * with the `exercises` strings of the current language: a page that forgot to register the
 * namespace still shows words, not keys. Registering twice is harmless.
 */
export async function loadPlayer<T extends ImplementedType>(type: T): Promise<PlayerComponent<T>> {
  const [player] = await Promise.all([loaders[type](), registerNamespace(EXERCISES_NAMESPACE, loadExercisesLocale)]);
  return player;
}
