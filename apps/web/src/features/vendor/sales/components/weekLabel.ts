const short = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** A week named by its Monday ('2026-03-02') as '2 Mar'; a named calendar day has no time, so it is read in UTC. */
export function weekLabel(weekStart: string): string {
  const part = Object.fromEntries(
    short.formatToParts(new Date(`${weekStart}T00:00:00Z`)).map((p) => [p.type, p.value]),
  );
  return `${part.day} ${part.month}`;
}
