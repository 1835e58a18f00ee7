import { useId, type ComponentType } from 'react';
import { TextField } from '@school/shared/ui';
import type { EmbedType } from '../../types.js';
import { Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

function EmbedEditor({ type, value, onChange, errors }: EditorProps<EmbedType> & { type: EmbedType }) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  const id = useId();
  return (
    <Stack>
      <TextField
        id={id}
        label={t('embed.link')}
        hint={t(`embed.sites.${type}`)}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={value.link}
        error={errorAt('link')}
        onChange={(event) => onChange({ ...value, link: event.target.value })}
      />
    </Stack>
  );
}

const editors = new Map<EmbedType, ComponentType<EditorProps<EmbedType>>>();

/**
 * The embed editor bound to one type (its hint names that type's sites). One component per
 * type, made once, so React keeps the editor's state across renders.
 */
export function embedEditorFor<T extends EmbedType>(type: T): ComponentType<EditorProps<T>> {
  let editor = editors.get(type);
  if (!editor) {
    editor = (props: EditorProps<EmbedType>) => <EmbedEditor type={type} {...props} />;
    editors.set(type, editor);
  }
  return editor as unknown as ComponentType<EditorProps<T>>;
}
