import { useTranslation } from '@school/shared';
import { ErrorText, FieldRow, focusRingAt, Hint, Input, Label, media, TOUCH_TARGET_PX, VisuallyHidden } from '@school/shared/ui';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { filterZones, listedTimeZone, zoneOptions } from '../api/places';

const Control = styled.div`
  position: relative;
  min-inline-size: 0;

  ${Input} {
    padding-inline-end: ${({ theme }) => theme.controlHeight}px;
    ${media.coarsePointer} {
      padding-inline-end: ${TOUCH_TARGET_PX + 8}px;
    }
  }
`;

const Toggle = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.controlHeight}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  ${focusRingAt('-3px')}
  ${media.coarsePointer} {
    inline-size: ${TOUCH_TARGET_PX}px;
  }
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  inset-inline: 0;
  inset-block-start: calc(100% + 4px);
  box-sizing: border-box;
  max-block-size: min(280px, 50vh);
  margin: 0;
  padding: 4px;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 0.16);
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 2px 12px;
  min-block-size: 36px;
  align-items: center;
  padding: 6px 10px;
  border-radius: 6px;
  cursor: pointer;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ $active, theme }) => ($active ? theme.colors.surfaceMuted : 'transparent')};
  outline: ${({ $active, theme }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;

  &[aria-selected='true'] {
    font-weight: 600;
  }
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
  }
`;

const Offset = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const NoMatch = styled(Hint)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TimeZoneFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  /** The IANA zones offered (the runtime's list). */
  zones: readonly string[];
  onChange: (value: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * A searchable list of IANA time zones, each with its UTC offset: the ARIA editable combobox
 * with list autocomplete. Typing filters; Down/Up move through the matches (Alt+Down opens
 * without moving); Enter picks; Escape closes, then clears. On leaving, text that names a
 * zone in another spelling or case becomes the listed name; other text stays for the form's
 * validator to flag.
 */
export function TimeZoneField({ id, label, hint, error, value, zones, onChange, inputRef }: TimeZoneFieldProps) {
  const { t } = useTranslation('auth');
  const listId = `${id}-zones`;
  const options = useMemo(() => zoneOptions(zones), [zones]);
  const [open, setOpen] = useState(false);
  // What the list is filtered by: the typed text, or nothing when opened on a chosen zone.
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const matches = useMemo(() => filterZones(options, query), [options, query]);
  const activeZone = active >= 0 ? matches[active]?.zone : undefined;
  const optionId = (index: number) => `${id}-zone-${index}`;

  // The highlighted zone stays in sight as the keys move through a long list.
  useEffect(() => {
    if (open && active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  /** Opens on the whole list, on the chosen zone when there is one. */
  const openAll = () => {
    setQuery('');
    setActive(options.findIndex((option) => option.zone === value));
    setOpen(true);
  };

  const choose = (zone: string) => {
    onChange(zone);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          openAll();
          return;
        }
        if (!event.altKey) setActive((index) => Math.min(index + 1, matches.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          openAll();
          return;
        }
        setActive((index) => (index <= 0 ? (event.altKey ? index : 0) : index - 1));
        return;
      case 'PageDown':
      case 'PageUp':
        if (!open) return;
        event.preventDefault();
        setActive((index) => Math.max(0, Math.min(matches.length - 1, index + (event.key === 'PageDown' ? 10 : -10))));
        return;
      case 'Enter':
        // With a highlighted zone, Enter picks it and does not submit the form.
        if (open && activeZone) {
          event.preventDefault();
          choose(activeZone);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        return;
      default:
    }
  };

  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  return (
    <FieldRow>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Input
          id={id}
          ref={inputRef}
          name="timezone"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && active < matches.length ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            const listed = listedTimeZone(value, zones);
            if (listed !== value) onChange(listed);
          }}
        />
        <Toggle
          type="button"
          tabIndex={-1}
          aria-label={t('profile.timezoneShowAll')}
          aria-controls={listId}
          aria-expanded={open}
          // Keeps the focus in the input, where the keys work.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) setOpen(false);
            else openAll();
            document.getElementById(id)?.focus();
          }}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Toggle>
        {/* Always in the page (hidden when closed) so aria-controls names an element. */}
        <List ref={listRef} id={listId} role="listbox" aria-label={t('profile.timezoneList')} hidden={!open || matches.length === 0}>
          {open &&
            matches.map((option, index) => (
              <Option
                key={option.zone}
                id={optionId(index)}
                role="option"
                aria-selected={option.zone === value}
                $active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.zone)}
              >
                <span>{option.zone.replace(/_/g, ' ')}</span>
                <Offset>{option.offset}</Offset>
              </Option>
            ))}
        </List>
      </Control>
      {open && matches.length === 0 && <NoMatch aria-hidden="true">{t('profile.timezoneNoMatch')}</NoMatch>}
      <VisuallyHidden role="status">{open ? (matches.length ? t('profile.timezoneMatches', { count: matches.length }) : t('profile.timezoneNoMatch')) : ''}</VisuallyHidden>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </FieldRow>
  );
}
