import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsInTestMode } from './config.ts';

const secret = 'a-production-secret-of-at-least-32-characters';
const production = { NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENT_GATEWAY: 'sandbox' } as const;

describe('configuration', () => {
  it('seeds demo data by default outside production only; SEED_ON_START says otherwise either way', () => {
    expect(loadConfig({}).SEED_ON_START).toBe(true);
    expect(loadConfig(production).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(loadConfig({ SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
  });

  it('names each bad or missing setting in one line', () => {
    const problems: [NodeJS.ProcessEnv, string][] = [
      [
        { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' },
        'Invalid environment: SESSION_SECRET must be set in production',
      ],
      [
        { NODE_ENV: 'production', SESSION_SECRET: secret },
        "Invalid environment: PAYMENT_GATEWAY must be set in production ('stripe', or 'sandbox' for a demo that takes no real payments)",
      ],
      [
        { NODE_ENV: 'production' },
        'Invalid environment: SESSION_SECRET must be set in production; PAYMENT_GATEWAY must be set in production',
      ],
      [{ ...production, PAYMENT_GATEWAY: '' }, 'Invalid environment: PAYMENT_GATEWAY must be set in production'],
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

  it('takes payments in the sandbox by default outside production only, and says which mode it is in', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(paymentsInTestMode(loadConfig({}))).toBe(true);
    // Production names its gateway: the sandbox for a demo or staging, Stripe (with its keys) for real money.
    expect(paymentsInTestMode(loadConfig(production))).toBe(true);
    const stripe = loadConfig({
      ...production,
      PAYMENT_GATEWAY: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripe.PAYMENT_GATEWAY).toBe('stripe');
    expect(paymentsInTestMode(stripe)).toBe(false);
  });
});
