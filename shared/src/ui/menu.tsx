import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from './a11y.js';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';

export interface MenuItem {
  /** Stable key; also what `onSelect` receives. */
  id: string;
  label: string;
  /** Shown before the label, hidden from screen readers. */
  icon?: ReactNode;
  onSelect: () => void;
  /** Drawn as a destructive action (e.g. "Sign out"). */
  danger?: boolean;
}

export interface MenuButtonProps {
  /** The button's visible face (e.g. an avatar and a name). */
  children: ReactNode;
  /** Accessible name of the button when its face is not enough (e.g. only an avatar). */
  label?: string;
  items: readonly MenuItem[];
  /** Which side the menu lines up with on wider screens. */
  align?: 'start' | 'end';
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button): Enter, Space or ArrowDown
 * open it on the first item, ArrowUp on the last; arrows, Home and End move; a letter jumps
 * to the next item starting with it; Escape closes it and gives focus back to the button;
 * Tab or a click outside close it. Nothing opens on hover. On a phone it is a bottom sheet
 * with large rows.
 */
export function MenuButton({ children, label, items, align = 'end' }: MenuButtonProps) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    // mousedown too: older touch browsers and jsdom send no pointer events.
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  function openAt(index: number) {
    setActive(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = active >= last ? 0 : active + 1;
    else if (event.key === 'ArrowUp') next = active <= 0 ? last : active - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    } else if (event.key === 'Tab') {
      close(false);
      return;
    } else if (event.key.length === 1 && /\S/u.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = [...items.slice(active + 1), ...items.slice(0, active + 1)];
      const found = order.find((item) => item.label.toLocaleLowerCase().startsWith(letter));
      if (found) next = items.indexOf(found);
    }
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  function choose(item: MenuItem) {
    close(true);
    item.onSelect();
  }

  const menuId = `${baseId}-menu`;
  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={`${baseId}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </Trigger>
      {open && (
        <Popup role="menu" id={menuId} aria-labelledby={`${baseId}-button`} onKeyDown={onMenuKeyDown} $align={align}>
          {items.map((item, index) => (
            <Item
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              $danger={!!item.danger}
              onClick={() => choose(item)}
            >
              {item.icon && <span aria-hidden="true">{item.icon}</span>}
              <span>{item.label}</span>
            </Item>
          ))}
        </Popup>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
    min-inline-size: ${TOUCH_TARGET_PX}px;
  }
`;

const Popup = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: 900;
  inset-block-start: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  display: grid;
  min-inline-size: 200px;
  max-inline-size: min(320px, calc(100vw - 16px));
  padding-block: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.2);

  ${media.phone} {
    position: fixed;
    inset-block-start: auto;
    inset-block-end: 0;
    inset-inline: 0;
    max-inline-size: none;
    padding-block-end: max(8px, env(safe-area-inset-bottom));
    border-radius: 16px 16px 0 0;
    box-shadow: 0 -12px 32px rgb(0 0 0 / 0.25);
  }
`;

const Item = styled.button<{ $danger: boolean }>`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 10px;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 14px;
  border: 0;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
  }
  ${media.phone} {
    min-block-size: 52px;
  }
`;
