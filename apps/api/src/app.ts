import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import vary from 'vary';
import { LANGUAGE_HEADER } from '@weekends/shared';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentsInTestMode, s3Settings, type Config } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { errorsPlugin, routeNotFound } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { webPlugin } from './plugins/web.ts';
import { standardOutput } from './lib/log-output.ts';
import { requestLogSerializer } from './lib/log-redaction.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { publicAnnouncement } from './modules/admin/home-page/settings.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { catalogPageMeta } from './modules/catalog/page-meta.ts';
import { bundlesPageMeta } from './modules/bundles/page-meta.ts';
import { infoPageMeta } from './modules/info/page-meta.ts';
import { blogPageMeta } from './modules/blog/page-meta.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { createLocalPrivateStorage, createLocalPublicStorage, type Storage } from './lib/storage.ts';
import { createS3Storage } from './lib/storage-s3.ts';
import { uploadsRoutes } from './plugins/uploads.ts';
import { createReadCache, type ReadCache } from './lib/read-cache.ts';
import { createCaptcha, type Captcha } from './lib/captcha.ts';
import { connectRedis, redisClaims } from './lib/redis.ts';
import type { Redis } from 'ioredis';
import { authPlugin } from './plugins/auth.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { corporatesRoutes } from './modules/corporates/routes.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { devOutboxRoutes } from './modules/mail/dev-routes.ts';
import { favoritesRoutes } from './modules/favorites/routes.ts';
import { reviewsRoutes } from './modules/reviews/routes.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { bookingsRoutes } from './modules/bookings/routes.ts';
import { careersRoutes } from './modules/careers/routes.ts';
import { careersPageMeta } from './modules/careers/page-meta.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { nominationsRoutes } from './modules/nominations/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { interestRoutes } from './modules/interest/routes.ts';
import { startJobs, type Jobs } from './lib/jobs.ts';
import type { PaymentGateway } from './lib/payments/gateway.ts';
import {
  createSandboxGateway,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_WEBHOOK_QUEUE,
  type SandboxEventBody,
  type SandboxGateway,
} from './lib/payments/sandbox.ts';
import { createStripeGateway } from './lib/payments/stripe.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { bundlesRoutes } from './modules/bundles/routes.ts';
import { capacityRoutes } from './modules/capacity/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { startCheckoutWorkers } from './modules/checkout/jobs.ts';
import { startReminderWorkers } from './modules/reminders/jobs.ts';
import { remindersRoutes } from './modules/reminders/routes.ts';
import { renderMailAttachment } from './modules/checkout/documents.ts';
import { createDocumentPrinter, type DocumentPrinter } from './lib/documents/printer.ts';
import type { CheckoutDeps } from './modules/checkout/deps.ts';
import { aftersaleRoutes } from './modules/aftersale/routes.ts';
import { listingsRoutes } from './modules/listings/routes.ts';
import { startAftersaleWorkers } from './modules/aftersale/jobs.ts';
import { claimGifts, voidRefundedOrder } from './modules/aftersale/index.ts';
import type { OnEmailProven } from './modules/accounts/index.ts';
import type { OnSignedIn } from './modules/accounts/index.ts';
import { cancelDeletion, privacyDeps, startPrivacyWorkers } from './modules/privacy/index.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { startListingWorkers } from './modules/listings/expiry.ts';
import { salesRoutes } from './modules/sales/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { corporateAdminRoutes } from './modules/corporate-admin/routes.ts';
import { hostsRoutes } from './modules/hosts/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { vitalsRoutes } from './modules/vitals/routes.ts';
import { issueVitalsPass, startVitalsWorkers } from './modules/vitals/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /**
     * The Redis the instances share (REDIS_URL), or null: rate limits, spent captchas and blog views then stay in
     * memory.
     */
    redis: Redis | null;
    /** Short-lived cache of public catalogue reads (see lib/read-cache.ts). */
    catalogCache: ReadCache;
    /** ALTCHA challenges and single-use verification (see lib/captcha.ts). */
    captcha: Captcha;
    /** Renders, stores in the outbox and (with SMTP_URL) sends the product's e-mails (see lib/mailer.ts). */
    mailer: Mailer;
    /** The durable job queue (lib/jobs.ts). */
    jobs: Jobs;
    /** The configured card processor (lib/payments). */
    gateway: PaymentGateway;
    /** Public files (listing images) and private ones (trade licences, résumés): lib/storage.ts. */
    storage: Storage;
    /** Called by accounts when a customer's e-mail address is proven; aftersale claims the gifts sent to it. */
    onEmailProven: OnEmailProven;
    /** Called by accounts at every sign-in; privacy cancels a deletion still in its grace period. */
    onSignedIn: OnSignedIn;
    /**
     * What the money path works with (checkout, payments, after the sale, their job workers): built once, since it
     * carries the after-sale's hook that checkout calls without importing it.
     */
    checkout: CheckoutDeps;
    /** Prints invoices and statements from their HTML templates with one headless Chromium (lib/documents). */
    documents: DocumentPrinter;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /**
   * Whether this process runs the job workers and schedules (lib/jobs.ts): true unless it is one of several cluster
   * workers other than the first (server.ts), which only send jobs.
   */
  runJobs?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request logs keep no tokens, codes or e-mail addresses from the address (lib/log-redaction.ts); a full pipe
    // cannot hold the exit (lib/log-output.ts).
    logger: { level: config.LOG_LEVEL, serializers: { req: requestLogSerializer }, stream: standardOutput() },
    trustProxy: config.TRUST_PROXY,
    // Request logs are noise in tests and for health checks; everything else is logged as JSON (pino).
    logController: new LogController({
      disableRequestLogging: (request) => config.NODE_ENV === 'test' || request.url === '/api/health',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by functions compiled from their zod schemas (lib/response-serializer.ts); tests also check
  // each against zod's own encode.
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.NODE_ENV === 'test' }));

  // Connected first, so a configured but unreachable Redis stops the start here, with its host named, before anything
  // opens.
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : null;
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('catalogCache', createReadCache({ ttlSeconds: config.CATALOG_CACHE_SECONDS }));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('redis', redis);
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  app.decorate(
    'captcha',
    createCaptcha(config.SESSION_SECRET, {
      maxNumber: config.CAPTCHA_MAX_NUMBER,
      used: redis ? redisClaims(redis, `${config.REDIS_KEY_PREFIX}captcha:`) : undefined,
    }),
  );
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    logDevLinks: config.NODE_ENV === 'development',
    testMode: paymentsInTestMode(config),
  });
  app.decorate('mailer', mailer);
  const bucket = s3Settings(config);
  const s3 = bucket ? createS3Storage(bucket) : null;
  if (s3) app.addHook('onClose', async () => s3.close());
  const storage: Storage = s3 ?? {
    files: createLocalPublicStorage(config.uploadsDir),
    private: createLocalPrivateStorage(config.privateDir),
  };
  app.decorate('storage', storage);
  app.addHook('onClose', async () => mailer.close());
  // The browser starts with the first document, not with the app; closing the app closes it.
  const documents = createDocumentPrinter({ executablePath: config.CHROMIUM_PATH });
  app.decorate('documents', documents);
  app.addHook('onClose', async () => documents.close());

  const jobs = await startJobs({
    database,
    log: app.log,
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    runWorkers: options.runJobs ?? true,
  });
  app.decorate('jobs', jobs);
  // Registered after the database's own close hook, so it runs first: workers stop before the database goes.
  app.addHook('onClose', async () => jobs.stop());
  let sandbox: SandboxGateway | null = null;
  if (config.PAYMENT_GATEWAY === 'stripe') {
    app.decorate(
      'gateway',
      createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        apiUrl: config.STRIPE_API_URL,
      }),
    );
  } else {
    sandbox = createSandboxGateway({
      db: database.db,
      secret: config.SESSION_SECRET,
      queueWebhook: (body) => jobs.send(SANDBOX_WEBHOOK_QUEUE, body),
    });
    app.decorate('gateway', sandbox);
  }
  const checkout: CheckoutDeps = {
    db: database.db,
    gateway: app.gateway,
    jobs,
    mailer,
    publicUrl: config.PUBLIC_URL,
    secret: config.SESSION_SECRET,
    voidRefundedOrder: (tx, orderId, cause) => voidRefundedOrder(tx, { mailer }, orderId, cause),
    log: app.log,
  };
  app.decorate('checkout', checkout);
  // Accounts announces a proven address; the gifts waiting for it are aftersale's.
  const onEmailProven: OnEmailProven = async ({ customerId }) => {
    await claimGifts(database.db, customerId);
  };
  app.decorate('onEmailProven', onEmailProven);
  // Accounts announces a sign-in; a deletion in its grace period is privacy's, and the sign-in cancels it.
  const onSignedIn: OnSignedIn = async ({ customerId }) => {
    await cancelDeletion({ db: database.db, mailer }, customerId, 'signed-in');
  };
  app.decorate('onSignedIn', onSignedIn);
  mailer.attach({
    jobs,
    renderAttachment: renderMailAttachment({ printer: documents, testMode: paymentsInTestMode(config) }),
  });
  await startCheckoutWorkers(checkout, jobs);
  await startReminderWorkers(checkout, jobs);
  await startAftersaleWorkers(checkout, jobs);
  await startPrivacyWorkers(privacyDeps(app), jobs);
  await startListingWorkers({ db: database.db, catalogCache: app.catalogCache }, jobs);
  await startVitalsWorkers(database.db, jobs);
  if (sandbox) {
    const signer = sandbox;
    // The sandbox calls our webhook as a gateway would: a signed POST, retried by the queue until it is answered 2xx.
    await jobs.work<SandboxEventBody>(SANDBOX_WEBHOOK_QUEUE, async (event) => {
      const body = JSON.stringify(event);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        payload: body,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signer.sign(body) },
      });
      if (response.statusCode >= 300)
        throw new Error(`sandbox webhook answered ${response.statusCode}: ${response.body}`);
    });
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // gzip/brotli for pages, scripts and JSON: the visitor's first page is mostly compressible text.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(openapiPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      api.setNotFoundHandler(routeNotFound);
      // Answers are worded and chosen in the reader's language (lib/request-language.ts): a shared cache must keep
      // one copy per language.
      api.addHook('onSend', async (_request, reply) => {
        reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), [LANGUAGE_HEADER, 'cookie']));
      });
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(accountsRoutes);
      await api.register(corporatesRoutes);
      await api.register(socialRoutes);
      await api.register(favoritesRoutes);
      await api.register(reviewsRoutes);
      await api.register(bookingsRoutes);
      await api.register(careersRoutes);
      await api.register(contactRoutes);
      await api.register(nominationsRoutes);
      await api.register(newsletterRoutes);
      await api.register(interestRoutes);
      await api.register(blogRoutes);
      await api.register(bundlesRoutes);
      await api.register(cartRoutes);
      await api.register(capacityRoutes);
      await api.register(checkoutRoutes);
      await api.register(aftersaleRoutes);
      await api.register(paymentsRoutes);
      await api.register(remindersRoutes);
      await api.register(salesRoutes);
      await api.register(listingsRoutes);
      await api.register(adminRoutes);
      await api.register(corporateAdminRoutes);
      await api.register(hostsRoutes);
      await api.register(privacyRoutes);
      await api.register(vitalsRoutes);
      if (config.NODE_ENV !== 'production') await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadsRoutes, { uploadsDir: config.uploadsDir, bucket: s3?.files ?? null });
  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL });

  await app.register(webPlugin, {
    distDir: config.WEB_DIST,
    publicUrl: config.PUBLIC_URL,
    pageMeta: { ...catalogPageMeta, ...bundlesPageMeta, ...infoPageMeta, ...blogPageMeta, ...careersPageMeta },
    announcement: async (language) =>
      (await app.catalogCache.wrap(`announcement:${language}`, () => publicAnnouncement(database.db, language)))
        .announcement,
    testMode: paymentsInTestMode(config),
    vitalsSampleRate: config.VITALS_SAMPLE_RATE,
    vitalsPass: (page) => issueVitalsPass(config.SESSION_SECRET, page),
  });
  return app;
}
