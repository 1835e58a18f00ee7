import { css, styled } from 'styled-components';
import { focusRing, media, TOUCH_TARGET_PX } from '@school/shared/ui';

/** The task's frame: long words break instead of widening the page on a phone. */
export const PlayerRoot = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.6;
  overflow-wrap: anywhere;
  min-inline-size: 0;
`;

/** Running text with gaps in it: author's line breaks kept, long lines wrapped. */
export const FlowText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 2.4;
`;

/** Where one gap sits in running text: the control and its mark stay on one line. */
export const GapSlot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-inline-size: 100%;
  vertical-align: middle;
  white-space: nowrap;
`;

/** Right or wrong shown on the control's border too (the mark beside it carries the meaning). */
export const resultBorder = css<{ $result?: boolean }>`
  ${({ $result, theme }) =>
    $result === undefined
      ? ''
      : css`
          border-color: ${$result ? theme.colors.success : theme.colors.danger};
          border-width: 2px;
        `}
`;

const touchTarget = css`
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
    min-inline-size: ${TOUCH_TARGET_PX}px;
  }
`;

/** A small control inside running text (gap input, inline select). */
export const inlineControl = css<{ $result?: boolean }>`
  box-sizing: border-box;
  max-inline-size: 100%;
  min-block-size: 32px;
  padding-block: 2px;
  padding-inline: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.4;
  ${resultBorder}
  ${focusRing}
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${touchTarget}
  ${media.phone} {
    font-size: max(16px, 1em);
  }
`;

/** A word or item the student moves: a button, draggable by mouse and touch. */
export const Chip = styled.button<{ $result?: boolean; $used?: boolean; $dragging?: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-inline-size: 100%;
  min-block-size: 36px;
  padding-block: 4px;
  padding-inline: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.3;
  text-align: start;
  white-space: normal;
  overflow-wrap: anywhere;
  cursor: grab;
  /* A swipe over items still scrolls the page: a drag starts only after a hold (parts/drag.tsx),
     and the hold must not select the word or open the phone's callout menu instead. */
  touch-action: manipulation;
  user-select: none;
  -webkit-touch-callout: none;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: default;
  }
  ${({ $used, theme }) =>
    $used &&
    css`
      background: ${theme.colors.surfaceMuted};
      color: ${theme.colors.textMuted};
      text-decoration: line-through;
    `}
  ${({ $dragging }) => ($dragging ? 'opacity: 0.6; z-index: 2; position: relative;' : '')}
  ${resultBorder}
  ${focusRing}
  ${touchTarget}
`;

/** A place items are dropped on or put into. */
export const Zone = styled.div<{ $over?: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-block-size: 52px;
  padding: 8px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $over, theme }) => ($over ? theme.colors.surfaceMuted : 'transparent')};
  ${({ $over, theme }) => ($over ? `border-color: ${theme.colors.primary};` : '')}
`;

/** The "put it here" button of a target, shown while an item is picked. */
export const PlaceButton = styled.button`
  box-sizing: border-box;
  min-block-size: 36px;
  padding-inline: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
  ${touchTarget}
`;

/** A numbered list of tasks (statements, questions, pictures, sentences). */
export const ItemList = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-inline-size: 0;
`;

/** A fieldset without the browser's frame; its legend is the statement or question. */
export const Group = styled.fieldset`
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 0;
    margin-block-end: 6px;
    font-weight: 600;
  }
`;

/** A radio or checkbox with its text: the whole row is the target. */
export const Choice = styled.label<{ $result?: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: 36px;
  padding-block: 4px;
  padding-inline: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  & > input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${resultBorder}
  ${touchTarget}
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9em;
`;
