import { test as base, type BrowserContext } from '@playwright/test';
import { startSmtpServer, type TestSmtpServer } from '../apps/api/src/test/mail.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { openMailbox, type Mailbox } from './support/mailbox.ts';
import { DESKTOP, openPage, type OpenedPage } from './support/browser.ts';
import { DEMO_ADMIN, DEMO_CORPORATE_ADMIN, DEMO_CUSTOMER, DEMO_HOST, reusableSignIn } from './support/session.ts';
import { alive, descendants } from './support/processes.ts';

export { expect } from '@playwright/test';

/** The seeded demo accounts a journey can be signed in as. */
export type DemoRole = 'customer' | 'host' | 'admin' | 'corporate';

const DEMO_EMAILS: Record<DemoRole, string> = {
  customer: DEMO_CUSTOMER,
  host: DEMO_HOST,
  admin: DEMO_ADMIN,
  corporate: DEMO_CORPORATE_ADMIN,
};

interface WorkerFixtures {
  /**
   * Settings the worker's server starts with, beside the journeys' own (`test.use` gives a file a server of its own).
   */
  serverEnv: NodeJS.ProcessEnv;
  /**
   * Names the worker's server; a file that uses up demo data other journeys read (the one pending host application)
   * sets its own with `test.use`, and so runs in a worker and on a server of its own.
   */
  serverName: string;
  /** The local SMTP server the worker's product sends its mail to. */
  smtp: TestSmtpServer;
  /** The product, started once per worker from the compiled build, on its own port, database and data folder. */
  server: RunningServer;
  /**
   * Signs a context in as a demo account: once per account and worker, then the same session (the login allows 10
   * tries a minute per address).
   */
  signIn: (context: BrowserContext, role?: DemoRole) => Promise<void>;
}

interface TestFixtures {
  /** The mail the server sends while the test runs. */
  mailbox: Mailbox;
  /** Opens a page in a context of its own (support/browser.ts): desktop unless told; closed after the test. */
  openPage: (viewport?: { width: number; height: number }, locale?: string) => Promise<OpenedPage>;
  /** A desktop page signed in as the demo customer, host or admin. */
  customerPage: OpenedPage;
  hostPage: OpenedPage;
  adminPage: OpenedPage;
  /**
   * Starts a server of the test's own (startServer's arguments), for journeys that stop or kill it; after the test
   * it is stopped, with every process it started, whether the test passed or not.
   */
  ownServer: (...args: Parameters<typeof startServer>) => Promise<RunningServer>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  serverName: ['shared', { scope: 'worker', option: true }],

  smtp: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],

  server: [
    async ({ smtp, serverEnv, serverName }, use, workerInfo) => {
      const server = await startServer(`${serverName}_w${workerInfo.workerIndex}`, {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Weekends <hello@weekends.test>',
        ...serverEnv,
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Migrating and seeding a fresh database takes a while on a loaded machine (startServer waits up to 240 s).
    { scope: 'worker', timeout: 300_000 },
  ],

  signIn: [
    async ({ server }, use) => {
      const sessions = new Map<DemoRole, ReturnType<typeof reusableSignIn>>();
      await use(async (context, role = 'customer') => {
        if (!sessions.has(role)) sessions.set(role, reusableSignIn(server.url, DEMO_EMAILS[role]));
        await sessions.get(role)!(context);
      });
    },
    { scope: 'worker' },
  ],

  mailbox: async ({ smtp }, use) => {
    await use(openMailbox(smtp));
  },

  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport = DESKTOP, locale?: string) => {
      const opened = await openPage(browser, viewport, locale);
      contexts.push(opened.context);
      return opened;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  customerPage: async ({ openPage, signIn }, use) => {
    const opened = await openPage();
    await signIn(opened.context, 'customer');
    await use(opened);
  },

  hostPage: async ({ openPage, signIn }, use) => {
    const opened = await openPage();
    await signIn(opened.context, 'host');
    await use(opened);
  },

  adminPage: async ({ openPage, signIn }, use) => {
    const opened = await openPage();
    await signIn(opened.context, 'admin');
    await use(opened);
  },

  // eslint-disable-next-line no-empty-pattern -- no dependencies (see smtp)
  ownServer: async ({}, use) => {
    const started: { server: RunningServer; processes: number[] }[] = [];
    await use(async (...args) => {
      const server = await startServer(...args);
      started.push({ server, processes: server.pid ? [server.pid, ...descendants(server.pid)] : [] });
      return server;
    });
    for (const { server, processes } of started) {
      await server.stop();
      // `npm start`'s script runs the server in a process group of its own: nothing it started may outlive the test.
      for (const pid of processes.filter(alive)) process.kill(pid, 'SIGKILL');
    }
  },
});
