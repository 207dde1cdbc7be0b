import { openDatabase } from '/work/main/apps/api/src/db/client.ts';
import { sql } from 'drizzle-orm';
for (const url of [undefined, 'postgres://postgres@127.0.0.1:5432/test']) {
  const h = await openDatabase({ url, pgliteDir: 'memory://' });
  if (url) await h.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`);
  await h.migrate();
  const r = await h.db.execute(sql`select word_similarity('desrt safary', 'desert safari dubai') as w, similarity('desrt safary','desert safari') as s`);
  console.log(h.kind, (r as any).rows ?? r);
  await h.close();
}
