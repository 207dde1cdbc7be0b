import type { Database } from '../client.ts';

export interface SeedOptions {
  uploadsDir: string;
  log?: (message: string) => void;
}

/** Seeds the demo catalogue on the first start of an empty database. */
export async function seedIfEmpty(_db: Database, _options: SeedOptions): Promise<void> {}
