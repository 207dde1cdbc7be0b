import { adventureActivities } from './activities-adventure.ts';
import { cultureActivities } from './activities-culture.ts';
import { familyActivities } from './activities-family.ts';
import { foodActivities } from './activities-food.ts';
import { onlineActivities } from './activities-online.ts';
import { passActivities } from './activities-pass.ts';
import { wellnessActivities } from './activities-wellness.ts';
import type { ActivitySeed } from './activity-types.ts';

/** The demo activities in insertion order (ids 1.. on a fresh database). */
export const demoActivities: readonly ActivitySeed[] = [
  ...adventureActivities,
  ...foodActivities,
  ...wellnessActivities,
  ...cultureActivities,
  ...familyActivities,
  ...onlineActivities,
  ...passActivities,
];

/** The one activity search tests look for (with typos); its title is unique in the seed. */
export const DESERT_SAFARI_TITLE = 'Desert Safari with BBQ Dinner';
