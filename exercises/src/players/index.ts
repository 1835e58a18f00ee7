/**
 * `@school/exercises/players`: the student side of every checkable type. The lesson page's
 * preview and the classroom render the same components: `loadPlayer(type)` resolves one lazily
 * loaded chunk per type; `loadExercisesLocale` feeds the `exercises` i18n namespace.
 */
export { loadPlayer } from './registry.js';
export type { PlayerComponent, PlayerProps } from './props.js';
export type { Answer, Score, StudentExercise } from './contract.js';
export { EXERCISES_NAMESPACE, loadExercisesLocale } from './i18n.js';
