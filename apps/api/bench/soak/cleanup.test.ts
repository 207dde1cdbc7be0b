import { describe, expect, it } from 'vitest';
import { Cleanup, type Stoppable } from './cleanup.ts';

/** What the soak started is stopped once each, the last started first, even when stopping one fails. */
function recorder(order: string[], name: string, fails = false): Stoppable {
  return {
    name,
    stop: async () => {
      order.push(`stop ${name}`);
      if (fails) throw new Error('refused');
    },
    stopSync: () => order.push(`kill ${name}`),
  };
}

describe('the soak’s cleanup', () => {
  it('stops the last started first, once each, killing what would not stop', async () => {
    const order: string[] = [];
    const cleanup = new Cleanup();
    cleanup.add(recorder(order, 'cluster'));
    cleanup.add(recorder(order, 'api', true));
    cleanup.add(recorder(order, 'sink'));
    const logged: string[] = [];
    await cleanup.stopAll((m) => logged.push(m));
    expect(order).toEqual(['stop sink', 'stop api', 'kill api', 'stop cluster']);
    expect(logged).toEqual(['could not stop api cleanly (refused); stopping it at once']);
    expect(cleanup.stopping).toBe(true);

    await cleanup.stopAll(() => undefined);
    cleanup.stopAllSync();
    expect(order).toHaveLength(4);
  });

  it('kills what is left at the process’s last moment', () => {
    const order: string[] = [];
    const cleanup = new Cleanup();
    cleanup.add(recorder(order, 'cluster'));
    cleanup.add(recorder(order, 'api'));
    cleanup.stopAllSync();
    expect(order).toEqual(['kill api', 'kill cluster']);
  });
});
