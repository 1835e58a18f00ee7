import { styled } from 'styled-components';
import { IconButton, media, TOUCH_TARGET_PX } from '@school/shared/ui';

/** A row of icon buttons (drag handle, move up and down, edit, delete): tight, but each a full touch target under a finger. */
export const ControlRow = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 2px;
  ${media.coarsePointer} {
    gap: 4px;
    & > button {
      min-inline-size: ${TOUCH_TARGET_PX}px;
      min-block-size: ${TOUCH_TARGET_PX}px;
    }
  }
`;

/** A finger rests on the handle before the item lifts (the touch sensor's delay), so a swipe still scrolls. */
export const DragHandleButton = styled(IconButton)`
  cursor: grab;
  touch-action: manipulation;
  -webkit-touch-callout: none;
  user-select: none;
`;
