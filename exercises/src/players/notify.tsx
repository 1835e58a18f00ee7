import { styled } from 'styled-components';
import type { NoteColor } from '../media/notify/index.js';
import type { PlayerProps } from './props.js';

/**
 * The palette's hues. The note's background is a light wash of the hue over the theme's surface
 * and its text the theme's text colour, so contrast holds in light and dark themes alike; the
 * hue itself only draws the edge.
 */
export const NOTE_HUES: Record<NoteColor, string> = {
  blue: '#2f6fed',
  green: '#1f9d55',
  yellow: '#d4a20b',
  orange: '#e0700f',
  red: '#d63a3a',
  purple: '#8a4fd6',
  grey: '#7a8494',
};

/** A note: the teacher's text on its colour. Only notes meant for students ever reach a student. */
export function NotifyPlayer({ exercise }: PlayerProps<'notify'>) {
  return (
    <Note role="note" dir="auto" $hue={NOTE_HUES[exercise.color]} data-note-color={exercise.color}>
      {exercise.text}
    </Note>
  );
}

const Note = styled.div<{ $hue: string }>`
  padding: 12px 16px;
  border-inline-start: 6px solid ${({ $hue }) => $hue};
  border-radius: ${({ theme }) => theme.radius};
  background: color-mix(in srgb, ${({ $hue }) => $hue} 14%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;
