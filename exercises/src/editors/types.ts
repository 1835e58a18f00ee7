import type { ContentOf } from '../contract.js';
import type { ImplementedType } from '../registry.js';

/**
 * Errors shown beside the fields: dotted paths relative to the content (`items.1.statement`,
 * `text`) mapped to a message, either a catalogue key (`exercise.gapsMissing`, translated here)
 * or text the server already translated.
 */
export type EditorErrors = Readonly<Record<string, string>>;

/** Every editor is controlled over its type's content fields; title and instruction are the page's. */
export interface EditorProps<T extends ImplementedType> {
  value: ContentOf<T>;
  onChange: (next: ContentOf<T>) => void;
  errors?: EditorErrors;
}
