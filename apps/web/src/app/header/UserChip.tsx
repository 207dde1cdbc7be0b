import type { CurrentUser } from '@weekends/shared/accounts';
import { initialsOf } from './accountLinks.ts';

/**
 * The avatar (initials) and first name, decorative: the trigger is named by its own screen-reader text. Also the
 * placeholder while the menu loads.
 */
export function UserChip({ user }: { user: Pick<CurrentUser, 'firstName' | 'lastName'> }) {
  return (
    <>
      <Avatar user={user} />
      <span aria-hidden="true" className="max-w-[8rem] truncate text-sm font-semibold text-slate-800">
        <bdi>{user.firstName}</bdi>
      </span>
      <svg
        viewBox="0 0 20 20"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        className="text-slate-500 transition-transform group-data-[state=open]:rotate-180"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="M5 7.5l5 5 5-5" />
      </svg>
    </>
  );
}

/**
 * A person's name inside a sentence of ours, isolated: a Latin name keeps its order in an Arabic sentence, and it is
 * the person's own, not a word to translate.
 */
export function PersonName({ user }: { user: Pick<CurrentUser, 'firstName' | 'lastName'> }) {
  return <bdi>{`${user.firstName} ${user.lastName}`}</bdi>;
}

const AVATAR_SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-9 w-9 text-sm', lg: 'h-12 w-12 text-base' } as const;

export function Avatar({
  user,
  size = 'md',
}: {
  user: Pick<CurrentUser, 'firstName' | 'lastName'>;
  size?: keyof typeof AVATAR_SIZES;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${AVATAR_SIZES[size]}`}
    >
      <bdi>{initialsOf(user)}</bdi>
    </span>
  );
}

export const chipClass =
  'group inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 py-1 pe-3 ps-1 transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=open]:border-brand-600';
