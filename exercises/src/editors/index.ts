/**
 * Editors: one React component per type, each in its own chunk, loaded on demand with
 * `loadEditor(type)` (never on the sign-in page). Controlled over the content fields:
 * `({ value, onChange, errors })`; the lesson page owns type, title and instruction.
 */
import type { ComponentType } from 'react';
import { registerNamespace } from '@school/shared';
import type { ContentOf } from '../contract.js';
import type { ImplementedType } from '../registry.js';
import type { EmbedType } from '../types.js';
import { EXERCISES_NAMESPACE, loadExercisesLocale } from '../i18n.js';
import type { EditorProps } from './types.js';

export type { EditorErrors, EditorProps } from './types.js';
export { editorErrors, editorErrorsFromFields } from './errors.js';
export { EXERCISES_NAMESPACE, loadExercisesLocale };

type EditorModule<T extends ImplementedType> = { default: ComponentType<EditorProps<T>> };

/** One chunk per type; typed over the types, so a type without an editor does not compile. */
const EDITOR_LOADERS: { [T in ImplementedType]: () => Promise<EditorModule<T>> } = {
  fill_in_gaps: () => import(/* webpackChunkName: "editor-fill_in_gaps" */ './fill_in_gaps/editor.js'),
  fill_in_gaps_from_box: () => import(/* webpackChunkName: "editor-fill_in_gaps_from_box" */ './fill_in_gaps_from_box/editor.js'),
  choose_correct_option: () => import(/* webpackChunkName: "editor-choose_correct_option" */ './choose_correct_option/editor.js'),
  true_false: () => import(/* webpackChunkName: "editor-true_false" */ './true_false/editor.js'),
  test: () => import(/* webpackChunkName: "editor-test" */ './test/editor.js'),
  match_the_words: () => import(/* webpackChunkName: "editor-match_the_words" */ './match_the_words/editor.js'),
  sort_into_columns: () => import(/* webpackChunkName: "editor-sort_into_columns" */ './sort_into_columns/editor.js'),
  label_the_pictures: () => import(/* webpackChunkName: "editor-label_the_pictures" */ './label_the_pictures/editor.js'),
  word_order: () => import(/* webpackChunkName: "editor-word_order" */ './word_order/editor.js'),
  sort_sentences: () => import(/* webpackChunkName: "editor-sort_sentences" */ './sort_sentences/editor.js'),
  notify: () => import(/* webpackChunkName: "editor-notify" */ './notify/editor.js'),
  article: () => import(/* webpackChunkName: "editor-article" */ './article/editor.js'),
  audio: () => import(/* webpackChunkName: "editor-audio" */ './audio/editor.js'),
  pdf: () => import(/* webpackChunkName: "editor-pdf" */ './pdf/editor.js'),
  image: () => import(/* webpackChunkName: "editor-image" */ './image/editor.js'),
  image_set: () => import(/* webpackChunkName: "editor-image_set" */ './image_set/editor.js'),
  gif: () => import(/* webpackChunkName: "editor-gif" */ './gif/editor.js'),
  wordlist: () => import(/* webpackChunkName: "editor-wordlist" */ './wordlist/editor.js'),
  external_link: () => import(/* webpackChunkName: "editor-external_link" */ './external_link/editor.js'),
  voice_recording: () => import(/* webpackChunkName: "editor-voice_recording" */ './voice_recording/editor.js'),
  video: () => embedEditor('video'),
  streamable: () => embedEditor('streamable'),
  wordwall_integration: () => embedEditor('wordwall_integration'),
  quizlet_integration: () => embedEditor('quizlet_integration'),
  learningapps_integration: () => embedEditor('learningapps_integration'),
  miro_integration: () => embedEditor('miro_integration'),
  figma: () => embedEditor('figma'),
};

/** The embeds share one editor (a link and the sites it may be on), bound to its type. */
function embedEditor<T extends EmbedType>(type: T): Promise<EditorModule<T>> {
  return import(/* webpackChunkName: "editor-embed" */ './embed/editor.js').then((module) => ({ default: module.embedEditorFor(type) }));
}

let namespaceReady: Promise<void> | undefined;

/** Registers the `exercises` namespace with the site's i18n once (loadEditor does it too). */
export function registerExercisesNamespace(): Promise<void> {
  namespaceReady ??= registerNamespace(EXERCISES_NAMESPACE, loadExercisesLocale);
  return namespaceReady;
}

/** The editor of a type, with its strings loaded. */
export async function loadEditor<T extends ImplementedType>(type: T): Promise<ComponentType<EditorProps<T>>> {
  const loader = EDITOR_LOADERS[type] as () => Promise<EditorModule<T>>;
  const [module] = await Promise.all([loader(), registerExercisesNamespace()]);
  return module.default;
}

/** What a new exercise of each type starts with: the rows its rules require, empty. */
const EMPTY_CONTENT: { [T in ImplementedType]: ContentOf<T> } = {
  fill_in_gaps: { text: '' },
  fill_in_gaps_from_box: { text: '', distractors: [] },
  choose_correct_option: { text: '' },
  true_false: { items: [{ statement: '', correct: true }] },
  test: { questions: [{ question: '', answers: [{ text: '', correct: true }, { text: '', correct: false }] }] },
  match_the_words: { pairs: [{ left: '', right: '' }, { left: '', right: '' }] },
  sort_into_columns: { columns: [{ name: '', items: [''] }] },
  label_the_pictures: { images: [{ image: '', label: '' }] },
  word_order: { sentences: [''] },
  sort_sentences: { sentences: ['', ''] },
  notify: { text: '', color: 'blue', visibleToStudent: true },
  // A minute is a usual speaking task; the teacher changes it or keeps it.
  voice_recording: { duration: 60 },
  article: { article: { format: 'rich', text: '' } },
  audio: { audio: { source: 'file', file: '' }, script: '' },
  pdf: { file: '' },
  image: { image: '', caption: '' },
  image_set: { images: [{ image: '', caption: '' }] },
  gif: { gif: '' },
  wordlist: { words: [{ word: '', translation: '' }] },
  external_link: { link: '', label: '' },
  video: { link: '' },
  streamable: { link: '' },
  wordwall_integration: { link: '' },
  quizlet_integration: { link: '' },
  learningapps_integration: { link: '' },
  miro_integration: { link: '' },
  figma: { link: '' },
};

/** A fresh copy of a type's empty content, for the "new exercise" form. */
export function emptyContent<T extends ImplementedType>(type: T): ContentOf<T> {
  return JSON.parse(JSON.stringify(EMPTY_CONTENT[type])) as ContentOf<T>;
}
