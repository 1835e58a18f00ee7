import { useSearchParams } from '@school/shared';

/** The list's page, kept in the address so a reload or a shared link shows the same rows. */
export function useHomeworkPage(): { page: number; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  function setPage(next: number) {
    const query = new URLSearchParams();
    if (next > 1) query.set('page', String(next));
    setParams(query);
  }
  return { page, setPage };
}
