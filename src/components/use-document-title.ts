import { useEffect } from 'react';

/** Sets the tab's title for a page: shared by the shell, the sign-in page and the not-found page. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Valuation Portal`;
  }, [title]);
}
