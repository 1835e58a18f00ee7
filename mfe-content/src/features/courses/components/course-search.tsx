import { useTranslation } from '@school/shared';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Input } from '@school/shared/ui';

export const SEARCH_DEBOUNCE_MS = 300;

export interface CourseSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called 300 ms after the last keystroke. */
  onSearch: (value: string) => void;
}

/** Search box: typing is local and immediate, the list follows once typing pauses. */
export function CourseSearch({ value, onSearch }: CourseSearchProps) {
  const { t } = useTranslation('content');
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
    const timer = setTimeout(() => {
      lastSent.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Search role="search">
      <Input type="search" aria-label={t('page.searchLabel')} value={text} placeholder={t('page.searchPlaceholder')} onChange={(event) => setText(event.target.value)} />
    </Search>
  );
}

const Search = styled.div`
  flex: 1 1 240px;
  max-inline-size: 420px;
`;
