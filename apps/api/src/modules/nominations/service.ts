import type { GiveBackBody, SportsNominationBody } from '@weekends/shared';
import type { FastifyInstance } from 'fastify';
import { nominations } from '../../db/schema/index.ts';
import { acknowledgeSender } from '../../lib/acknowledgement.ts';
import type { Language } from '@weekends/shared';

type Without<T> = Omit<T, 'captcha'>;

/**
 * Return Gift Weekend (/give-back): stored first (the back office lists it), then acknowledged by mail; send never
 * throws, so a mail failure does not fail the nomination.
 */
export async function submitGiveBack(
  app: FastifyInstance,
  input: Without<GiveBackBody>,
  language: Language,
): Promise<number> {
  const [row] = await app.db
    .insert(nominations)
    .values({
      kind: 'give-back',
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      details: { age: input.age, gender: input.gender, contribute: input.contribute },
    })
    .returning({ id: nominations.id });
  await acknowledgeSender(app.mailer, 'give-back', input, language);
  return row!.id;
}

/** Sports weekend (/sports-weekend): the sports in rank order, the listed ones and the nominee's own alike. */
export async function submitSportsNomination(
  app: FastifyInstance,
  input: Without<SportsNominationBody>,
  language: Language,
): Promise<number> {
  const sports = [...input.sports].sort((a, b) => a.rank - b.rank);
  const otherSports = [...(input.otherSports ?? [])].sort((a, b) => a.rank - b.rank);
  const [row] = await app.db
    .insert(nominations)
    .values({
      kind: 'sports',
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      details: { sports, otherSports },
    })
    .returning({ id: nominations.id });
  await acknowledgeSender(app.mailer, 'sports', input, language);
  return row!.id;
}
