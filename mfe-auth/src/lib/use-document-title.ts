import { useEffect } from 'react';

/** Names the browser tab after the page, so screen-reader users and tab lists know where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
