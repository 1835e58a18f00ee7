import { useId, useState } from 'react';
import { TextField } from '@school/shared/ui';
import { VOICE_DURATION_MAX, VOICE_DURATION_MIN } from '../../media/voice_recording/index.js';
import { Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

/** The field's number: an empty or unreadable field is NaN, which the schema refuses with its range message. */
const secondsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The longest recording, in whole seconds (5 to 600). The field keeps what the teacher types
 * (an emptied field stays empty rather than snapping to 0); the content gets the number.
 */
export default function VoiceRecordingEditor({ value, onChange, errors }: EditorProps<'voice_recording'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  const id = useId();
  const [text, setText] = useState(() => (Number.isFinite(value.duration) ? String(value.duration) : ''));
  return (
    <Stack>
      <TextField
        id={`${id}-duration`}
        label={t('voice.duration')}
        hint={t('voice.durationHint', { min: VOICE_DURATION_MIN, max: VOICE_DURATION_MAX })}
        kind="integer"
        value={text}
        error={errorAt('duration')}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ ...value, duration: secondsOf(event.target.value) });
        }}
      />
    </Stack>
  );
}
