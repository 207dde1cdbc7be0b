/** What other modules, the app and the seed may use of the Web Vitals module. */
export { recordVitals, pruneVitals, startVitalsWorkers, VITALS_DAILY_CAP, VITALS_RETENTION_DAYS } from './service.ts';
export { issueVitalsPass } from './pass.ts';
