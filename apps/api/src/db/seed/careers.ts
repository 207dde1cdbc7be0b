import { careerOpenings } from '../schema/index.ts';
import { careerOpenings as openingData } from './content/careers.ts';
import type { Tx } from '../client.ts';

const DAY_MS = 86_400_000;

/** The demo's open positions (content/careers.ts), dated so the newest comes first on /career. */
export async function insertCareerOpenings(tx: Tx, now: Date): Promise<void> {
  await tx.insert(careerOpenings).values(
    openingData.map(({ daysAgo, ...opening }) => ({
      ...opening,
      isActive: true,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
    })),
  );
}
