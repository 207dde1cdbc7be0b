import { useRef } from 'react';

/**
 * Proceed to Payment's attempt id: one uuid for a series of clicks on the same cart, so a double click (or a retry
 * after a lost answer) gets the same order back; a changed cart (a new object from the server) starts a new series.
 */
export function useOrderAttempt(cart: unknown): () => string {
  const kept = useRef<{ cart: unknown; attempt: string } | null>(null);
  return () => {
    if (!kept.current || kept.current.cart !== cart) kept.current = { cart, attempt: crypto.randomUUID() };
    return kept.current.attempt;
  };
}
