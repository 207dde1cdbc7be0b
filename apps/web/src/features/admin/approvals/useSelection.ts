import { useSearchParams } from 'react-router';

/**
 * The item open beside the list, kept in the address (?id=12): a reload or a shared link opens the same one, and on a
 * phone Back returns from the detail to the list.
 */
export function useSelection(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('id'));
  const selected = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      // Closing the detail after a decision replaces the entry: Back should not reopen what was just decided.
      { replace: id === null },
    );
  return [selected, select];
}
