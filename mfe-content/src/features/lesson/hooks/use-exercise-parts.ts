import type { ComponentType } from 'react';
import type { ImplementedType } from '@school/exercises';
import { loadPlayer, type PlayerProps } from '@school/exercises/players';
import { loadEditor, type EditorProps } from '@school/exercises/editors';
import { useLazyComponent } from './use-lazy-component';

// The page handles exercises of any type alike: it passes what it got and what the part gave
// back, so it sees the parts with their type parameter widened.
export type AnyPlayer = ComponentType<PlayerProps<ImplementedType>>;
export type AnyEditor = ComponentType<EditorProps<ImplementedType>>;

const players = new Map<string, AnyPlayer>();
const editors = new Map<string, AnyEditor>();

/** The student player of a type, fetched the first time that type is shown. */
export function usePlayer(type: ImplementedType) {
  return useLazyComponent<PlayerProps<ImplementedType>>(type, () => loadPlayer(type) as Promise<AnyPlayer>, players);
}

/** The editor of a type, fetched the first time one is opened. */
export function useEditor(type: ImplementedType) {
  return useLazyComponent<EditorProps<ImplementedType>>(type, () => loadEditor(type) as Promise<AnyEditor>, editors);
}
