import { FILS_PER_AED } from './constants.ts';

/** Whole AED from the filter slider to fils. */
export function aedToFils(aed: number): number {
  return Math.round(aed * FILS_PER_AED);
}

/** 'AED 1,250' for whole amounts, 'AED 12.50' otherwise. */
export function formatAed(fils: number): string {
  const whole = fils % FILS_PER_AED === 0;
  const amount = (fils / FILS_PER_AED).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `AED ${amount}`;
}
