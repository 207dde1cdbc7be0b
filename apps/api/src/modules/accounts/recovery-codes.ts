import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, SECURITY_MESSAGES } from '@weekends/shared';
import type { Database, Executor } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/index.ts';
import { READABLE_CODE_ALPHABET } from '../../lib/tokens.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recoveryCodeHash } from './factor-keys.ts';
import { hasSecondFactor, secondFactorsOf } from './second-factors.ts';

/** Ten characters of the readable alphabet (50 bits), shown as ABCDE-FGHJK. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => READABLE_CODE_ALPHABET[randomInt(READABLE_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a person typed, as it was hashed: upper case, without the dash or spaces. */
export const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Makes ten new codes, replacing all the account's others (used or not); the plain codes are answered this once. */
export async function replaceRecoveryCodes(db: Executor, serverSecret: string, customerId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  await db
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ customerId, codeHash: recoveryCodeHash(serverSecret, normaliseRecoveryCode(code)) })),
    );
  return codes;
}

export async function recoveryCodesLeft(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export const hasUnusedRecoveryCodes = async (db: Executor, customerId: number) =>
  (await recoveryCodesLeft(db, customerId)) > 0;

/** Spends one code: the update that marks it used is the check, so a code works once even when sent twice at once. */
export async function useRecoveryCode(db: Executor, serverSecret: string, customerId: number, code: string) {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.customerId, customerId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(serverSecret, normaliseRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!used)
    throw new HttpError(400, 'RECOVERY_CODE_WRONG', SECURITY_MESSAGES.recoveryCodeWrong, {
      code: [SECURITY_MESSAGES.recoveryCodeWrong],
    });
}

/** 'New recovery codes': ten more, the others void. Only for an account with a second factor they stand in for. */
export async function regenerateRecoveryCodes(
  deps: { db: Database; secret: string },
  customerId: number,
): Promise<{ recoveryCodes: string[] }> {
  return deps.db.transaction(async (tx) => {
    if (!hasSecondFactor(await secondFactorsOf(tx, customerId)))
      throw new HttpError(409, 'NO_SECOND_FACTOR', SECURITY_MESSAGES.noSecondFactor);
    return { recoveryCodes: await replaceRecoveryCodes(tx, deps.secret, customerId) };
  });
}
