import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Input } from './fields.js';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  /** Called once typing has paused for SEARCH_DEBOUNCE_MS, if the page is still the one typed on. */
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
}

/**
 * A list's search: typing is local and immediate; the list (a server query, one key per search)
 * follows once typing pauses, and a search changed from outside (the address) is shown.
 */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const lastSent = useRef(value);

  // The URL may change from outside (a tab, the back button): show what it says.
  useEffect(() => {
    lastSent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === lastSent.current) return;
    // The page the search was typed on. A user who followed a link before typing paused has left
    // it, and the list's page may still be mounted while the next one loads: its search would
    // take them back to the list (seen in the classroom journey: a course chosen within the pause).
    const typedOn = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== typedOn) return;
      lastSent.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Search role="search">
      <Input type="search" aria-label={label} value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </Search>
  );
}

const Search = styled.div`
  flex: 1 1 240px;
  max-inline-size: 420px;
`;
