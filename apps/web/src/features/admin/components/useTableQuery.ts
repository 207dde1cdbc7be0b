import { useCallback, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZES, type AdminPage, type AdminTableQuery } from '@weekends/shared';

/**
 * A list's paging, sorting, search and filters live in the address, so a reload, the back button and a shared link
 * show the same page; the API does the work (admin-tables.ts in packages/shared). `filters` names the list's own
 * parameters; they come back as strings ('' when absent).
 */
export function useTableQuery<F extends string = never>(
  defaults: { sort: string; dir?: 'asc' | 'desc' },
  filters: readonly F[] = [],
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const pageSize = Number(params.get('pageSize'));
    const base: AdminTableQuery = {
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : ADMIN_PAGE_SIZES[0],
      sort: params.get('sort') ?? defaults.sort,
      dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : (defaults.dir ?? 'desc'),
      q: params.get('q') ?? undefined,
    };
    const own = Object.fromEntries(filters.map((f) => [f, params.get(f) ?? ''])) as Record<F, string>;
    return { ...base, ...own };
  }, [params, defaults.sort, defaults.dir, filters]);

  /** Changes some parameters; anything but a page change starts again at page 1. */
  const update = useCallback(
    (change: Partial<Record<keyof AdminTableQuery | F, string | number | undefined>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in change)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return [query, update] as const;
}

/** The query as API parameters: empty values left out. */
export function apiParams(query: Record<string, string | number | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

/**
 * The AdminTable props every server-paged list binds the same way: the page the request answered, its loading and
 * error states, and sorting and paging written back to the address.
 */
export function serverTableProps<T>(
  query: Pick<AdminTableQuery, 'sort' | 'dir'>,
  update: (change: { sort?: string; dir?: 'asc' | 'desc'; page?: number; pageSize?: number }) => void,
  result: Pick<UseQueryResult<AdminPage<T>>, 'data' | 'isFetching' | 'error' | 'refetch'>,
) {
  return {
    data: result.data,
    isLoading: result.isFetching,
    error: result.error,
    sort: query.sort,
    dir: query.dir,
    onSort: (sort: string, dir: 'asc' | 'desc') => update({ sort, dir }),
    onPage: (page: number) => update({ page }),
    onPageSize: (pageSize: number) => update({ pageSize }),
    onRetry: () => void result.refetch(),
  };
}
