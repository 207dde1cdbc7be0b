import type { Theme } from '../images/themes.ts';
import type { DayName, TimingName } from './lookups.ts';

/** One hand-written demo activity; the remaining fields are derived in details.ts. */
export interface ActivitySeed {
  title: string;
  city: string;
  area: string;
  /** Venue or meeting point, put in front of the area street. */
  venue: string;
  /** Category slugs; usually one sub-category, sometimes a level-1 category. */
  categories: readonly string[];
  /** Picture themes, one per image; 3 or 4 of them. */
  themes: readonly Theme[];
  days: readonly DayName[];
  timings: readonly TimingName[];
  duration: string;
  /** Working hours, e.g. '3:00 PM – 9:30 PM'; derived from the timings when absent. */
  hours?: string;
  /** [description, price in AED, discounted price in AED]. */
  options: readonly (readonly [string, number, number?])[];
  /** Description paragraphs. */
  about: readonly string[];
  highlight?: string;
  included: readonly string[];
  notIncluded: readonly string[];
  /** 1 (quiet) to 10 (best seller); drives sales and views. */
  popularity: number;
  online?: boolean;
  validityPeriod?: number;
  dateInput?: boolean;
  soldOut?: boolean;
  inactive?: boolean;
  noImages?: boolean;
  noCancellationPolicy?: boolean;
  submitRequestText?: string;
  /** Family-friendly activities get the child-friendly notes. */
  family?: boolean;
}
