/** The query defaults of the browser's client and of the server's renderer, which must agree on what is fresh. */
export const QUERY_DEFAULTS = { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } as const;
