import { z } from 'zod';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, phoneNumberSchema } from './accounts.ts';

/**
 * The nomination forms: Return Gift Weekend (/give-back) and Sports weekend (/sports-weekend). The earlier
 * site's forms sent nothing; here both are stored and acknowledged by mail. It named the fields but no rules or
 * words beyond its usual ones ('Email Id must be vaild', 'Invalid phone number!'); the other messages below are ours.
 */
export const NOMINATION_MESSAGES = {
  required: ACCOUNT_MESSAGES.required,
  tooLong: ACCOUNT_MESSAGES.tooLong,
  emailInvalid: 'Email Id must be vaild',
  phoneInvalid: ACCOUNT_MESSAGES.phoneInvalid,
  ageInvalid: 'Please enter an age between 5 and 100, in whole years.',
  sportsRequired: 'Please choose at least one sport.',
  rankInvalid: 'Please choose a rank from 1 to 9.',
  rankTaken: 'Each rank can be given to one sport only.',
  sportTwice: 'This sport is already on your list.',
  sportNameTooLong: 'Please keep the sport’s name under 60 characters.',
  submitted: 'Request Submitted Successfully',
} as const;

/** Givers of every age take part; under-18s with a parent or guardian (terms: minors accompanied by an adult). */
export const GIVE_BACK_MIN_AGE = 5;
export const GIVE_BACK_MAX_AGE = 100;
export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];
/** 'Contribute by time, money or both'. */
export const CONTRIBUTIONS = ['time', 'money', 'both'] as const;
export type Contribution = (typeof CONTRIBUTIONS)[number];

/** The sports the form lists, in order; 'add more' adds up to three of the nominee's own, so ranks 1 to 9 cover all. */
export const SPORTS = ['cricket', 'football', 'table-tennis', 'lawn-tennis', 'swimming', 'e-sports'] as const;
export type Sport = (typeof SPORTS)[number];
export const PROFICIENCIES = ['Beginner', 'Intermediate', 'Expert'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];
export const SPORT_RANK_MAX = 9;
export const MAX_OTHER_SPORTS = SPORT_RANK_MAX - SPORTS.length;
export const OTHER_SPORT_NAME_MAX_LENGTH = 60;

const name = z.string().trim().min(1, NOMINATION_MESSAGES.required).max(NAME_MAX_LENGTH, NOMINATION_MESSAGES.tooLong);
const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, NOMINATION_MESSAGES.required)
  .max(NAME_MAX_LENGTH, NOMINATION_MESSAGES.tooLong)
  .email(NOMINATION_MESSAGES.emailInvalid);
const captcha = z.string().min(1, NOMINATION_MESSAGES.required).max(4096);
/** An empty choice is 'Required'; anything else that is not one of the options is not valid either. */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: NOMINATION_MESSAGES.required });

/** POST /api/nominations/give-back. Answers 201 SubmittedAnswer; the nomination is stored and acknowledged by mail. */
export const giveBackBodySchema = z.object({
  name,
  age: z
    .number({
      error: (issue) => (issue.input === undefined ? NOMINATION_MESSAGES.required : NOMINATION_MESSAGES.ageInvalid),
    })
    .int(NOMINATION_MESSAGES.ageInvalid)
    .min(GIVE_BACK_MIN_AGE, NOMINATION_MESSAGES.ageInvalid)
    .max(GIVE_BACK_MAX_AGE, NOMINATION_MESSAGES.ageInvalid),
  email,
  gender: choice(GENDERS),
  phoneNumber: phoneNumberSchema,
  contribute: choice(CONTRIBUTIONS),
  captcha,
});
export type GiveBackBody = z.input<typeof giveBackBodySchema>;

const rank = z
  .number({
    error: (issue) => (issue.input === undefined ? NOMINATION_MESSAGES.required : NOMINATION_MESSAGES.rankInvalid),
  })
  .int(NOMINATION_MESSAGES.rankInvalid)
  .min(1, NOMINATION_MESSAGES.rankInvalid)
  .max(SPORT_RANK_MAX, NOMINATION_MESSAGES.rankInvalid);

export const sportChoiceSchema = z.object({ sport: choice(SPORTS), proficiency: choice(PROFICIENCIES), rank });
export const otherSportSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, NOMINATION_MESSAGES.required)
    .max(OTHER_SPORT_NAME_MAX_LENGTH, NOMINATION_MESSAGES.sportNameTooLong),
  proficiency: choice(PROFICIENCIES),
  rank,
});

/** 'Soccer/Football', 'Table tennis', 'E-sports': compared without case, spaces or punctuation. */
const sportKey = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const SPORT_ALIASES = new Set([...SPORTS.map(sportKey), 'soccer', 'soccerfootball', 'tennis', 'pingpong', 'esport']);

/**
 * POST /api/nominations/sports: the listed sports, each with a proficiency and a preference rank from 1 to 9,
 * plus up to three sports of the nominee's own ('add more'). At least one sport; no sport twice; each rank once.
 * Answers 201 SubmittedAnswer.
 */
export const sportsNominationBodySchema = z
  .object({
    name,
    email,
    phoneNumber: phoneNumberSchema,
    sports: z.array(sportChoiceSchema).max(SPORTS.length),
    otherSports: z.array(otherSportSchema).max(MAX_OTHER_SPORTS).default([]),
    captcha,
  })
  // Runs even when a row is not complete yet (a proficiency missing), so every rule shows after one try; the
  // values here are then as typed, hence the checks of each one's type.
  .superRefine(
    (body, ctx) => {
      const sports = Array.isArray(body.sports) ? body.sports : [];
      const others = Array.isArray(body.otherSports) ? body.otherSports : [];
      if (sports.length + others.length === 0)
        ctx.addIssue({ code: 'custom', path: ['sports'], message: NOMINATION_MESSAGES.sportsRequired });

      const seenSports = new Set<string>();
      sports.forEach((choice, index) => {
        if (typeof choice?.sport !== 'string') return;
        if (seenSports.has(choice.sport))
          ctx.addIssue({ code: 'custom', path: ['sports', index, 'sport'], message: NOMINATION_MESSAGES.sportTwice });
        seenSports.add(choice.sport);
      });
      const seenOthers = new Set<string>();
      others.forEach((other, index) => {
        const key = typeof other?.name === 'string' ? sportKey(other.name) : '';
        if (!key) return;
        if (seenOthers.has(key) || SPORT_ALIASES.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['otherSports', index, 'name'],
            message: NOMINATION_MESSAGES.sportTwice,
          });
        seenOthers.add(key);
      });

      // The later of two sports with the same rank is the one marked, so the first choice stands.
      const seenRanks = new Set<number>();
      const checkRank = (value: unknown, path: (string | number)[]) => {
        if (typeof value !== 'number' || !Number.isInteger(value)) return;
        if (seenRanks.has(value)) ctx.addIssue({ code: 'custom', path, message: NOMINATION_MESSAGES.rankTaken });
        seenRanks.add(value);
      };
      sports.forEach((choice, index) => checkRank(choice?.rank, ['sports', index, 'rank']));
      others.forEach((other, index) => checkRank(other?.rank, ['otherSports', index, 'rank']));
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SportsNominationBody = z.input<typeof sportsNominationBodySchema>;
