import { careerOpenings } from '../schema/index.ts';
import { careerOpenings as openingData } from './content/careers.ts';
import { careerOpeningsAr } from './content/careers-arabic.ts';
import { arabicOf } from './content/arabic.ts';
import type { Tx } from '../client.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's open positions (content/careers.ts) with their Arabic (content/careers-arabic.ts), dated so the newest
 * comes first on /career.
 */
export async function insertCareerOpenings(tx: Tx, now: Date): Promise<void> {
  await tx.insert(careerOpenings).values(
    openingData.map(({ daysAgo, ...opening }) => ({
      ...opening,
      ...arabicColumns(opening.slug),
      isActive: true,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  );
}

/** A demo opening's Arabic columns, or the seed fails: the demo's postings are bilingual. */
export function arabicColumns(slug: string) {
  const arabic = arabicOf(careerOpeningsAr, slug, 'career opening');
  return {
    titleAr: arabic.title,
    locationAr: arabic.location,
    employmentTypeAr: arabic.employmentType,
    summaryAr: arabic.summary,
    descriptionAr: arabic.description,
  };
}
