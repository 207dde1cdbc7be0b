import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'a-production-secret-of-at-least-32-characters';

describe('configuration', () => {
  it('seeds demo data by default outside production only; SEED_ON_START says otherwise either way', () => {
    expect(loadConfig({}).SEED_ON_START).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).SEED_ON_START).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SEED_ON_START: 'true' }).SEED_ON_START).toBe(
      true,
    );
    expect(loadConfig({ SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
  });

  it('names each bad or missing setting in one line', () => {
    const problems: [NodeJS.ProcessEnv, string][] = [
      [{ NODE_ENV: 'production' }, 'Invalid environment: SESSION_SECRET must be set in production'],
      [{ PORT: 'eighty' }, 'Invalid environment: PORT:'],
      [{ SESSION_SECRET: 'short' }, 'Invalid environment: SESSION_SECRET:'],
      [
        { PAYMENT_GATEWAY: 'stripe' },
        'Invalid environment: PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      ],
    ];
    for (const [env, start] of problems) {
      let caught: unknown;
      try {
        loadConfig(env);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      expect((caught as Error).message.startsWith(start)).toBe(true);
      expect((caught as Error).message).not.toContain('\n');
    }
  });
});
