import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@school/shared/contracts';
import { loadConfig, type Config } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import { authRoutes } from './modules/auth/index.js';
import { classChoicesRoutes, classEventsPlugin, classEventsRetentionPlugin, classEventsRoutes, classesRoutes, classReviewRoutes, classroomRoutes, lessonAccessRoutes, type IntervalTimer } from './modules/classes/index.js';
import { scheduleRoutes } from './modules/schedule/index.js';
import { analyticsRoutes } from './modules/analytics/index.js';
import { coursesRoutes } from './modules/courses/index.js';
import { exercisesRoutes } from './modules/exercises/index.js';
import { documentsRoutes } from './modules/documents/index.js';
import { dictionaryRoutes } from './modules/dictionary/index.js';
import { homeworkRoutes } from './modules/homework/index.js';
import { filesRoutes, recordingCleanupPlugin, stagedUploadsPlugin } from './modules/files/index.js';
import { groupsRoutes } from './modules/groups/index.js';
import { healthRoutes } from './modules/health/index.js';
import { libraryRoutes } from './modules/library/index.js';
import { plansRoutes } from './modules/plans/index.js';
import { planExpiryPlugin } from './modules/plans/index.js';
import { userPlansRoutes } from './modules/plans/index.js';
import { schoolSettingsRoutes } from './modules/school-settings/index.js';
import { structureRoutes } from './modules/structure/index.js';
import { userAdminRoutes } from './modules/user-admin/index.js';
import { usersRoutes } from './modules/users/index.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { inputGuardPlugin } from './plugins/input-guard.js';
import { errorsPlugin } from './plugins/errors.js';
import { mailerPlugin } from './plugins/mailer.js';
import { openapiPlugin } from './plugins/openapi.js';
import { apiCompressionPlugin } from './plugins/api-compression.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { createSiteFiles } from './plugins/site-files.js';
import { staticSitePlugin } from './plugins/static-site.js';
import { storagePlugin } from './plugins/storage.js';
import { tasksPlugin } from './plugins/tasks.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { jobsPlugin } from './plugins/jobs.js';
import { drainPlugin } from './plugins/drain.js';

export interface BuildAppOptions {
  /** Overrides on top of the configuration read from `env`. */
  config?: Partial<Config>;
  /** Environment to read the configuration from; default `process.env` (tests pass `{}`). */
  env?: NodeJS.ProcessEnv;
  /** The time for reset-token expiry; tests move it forward. */
  clock?: Clock;
  /** The keep-alive timer of live event streams; tests pass one they drive by hand. */
  eventsInterval?: IntervalTimer;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server, ready for `listen` or for `inject` in tests. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(options.env ?? process.env), ...options.config };
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Creating an embedded database the first time takes seconds (more on a slow disk): no plugin time-out.
    pluginTimeout: 0,
    // A client that sends headers and then never the whole body would hold its connection (and
    // a parser) forever: Node answers 408 and closes it once the request is this late. Node looks
    // at open connections every `connectionsCheckingInterval`, so that is kept well below it.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.round(config.requestTimeoutMs / 4))),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(inputGuardPlugin);
  const hostDist = path.join(config.siteRoot, 'host', 'dist');
  const siteFiles = createSiteFiles(path.join(hostDist, 'index.html'), config.appConfigFile ?? path.join(hostDist, 'app-config.json'));
  await app.register(securityHeadersPlugin, { site: config.serveSite ? siteFiles.read : undefined, recentSite: config.serveSite ? siteFiles.readRecent : undefined });
  await app.register(apiCompressionPlugin, { thresholdBytes: config.compressThresholdBytes });
  await app.register(tasksPlugin);
  await app.register(storagePlugin, { root: path.join(config.dataDir, 'files'), s3: config.s3 });
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedDemo: config.seedDemo });
  // Scheduled work (pack expiry, pruning, cleanup) registers here: once per interval across instances.
  await app.register(jobsPlugin, { pollMs: config.jobsPollMs, leaseMs: config.jobsLeaseMs });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(authPlugin, { jwtSecret: config.jwtSecret, dataDir: config.dataDir, tokenTtlHours: config.tokenTtlHours });
  // Limits are per route (route config): sign-in, password checks, answer checks, uploads;
  // counted in Redis when REDIS_URL is set, so every instance behind a balancer shares them.
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl });
  // Per-route limits are tighter (images 1 MB); this is the ceiling for any upload.
  await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.documentMaxBytes, files: 1, fields: 10, parts: 20 } });
  await app.register(openapiPlugin);
  await app.register(planExpiryPlugin, { clock, intervalMinutes: config.planExpiryIntervalMinutes });
  await app.register(classEventsPlugin, options.eventsInterval ? { interval: options.eventsInterval } : {});
  await app.register(classEventsRetentionPlugin, { clock, retentionDays: config.classEventsRetentionDays, intervalMinutes: config.classEventsPruneIntervalMinutes });
  await app.register(stagedUploadsPlugin);
  await app.register(recordingCleanupPlugin, { clock, intervalMinutes: config.recordingCleanupIntervalMinutes, graceHours: config.recordingGraceHours });

  await app.register(
    async (tenant) => {
      await tenant.register(healthRoutes);
      await tenant.register(authRoutes, {
        clock,
        loginRateLimitMax: config.loginRateLimitMax,
        forgotRateLimitMax: config.forgotRateLimitMax,
        resetMailsPerEmail: config.resetMailsPerEmail,
        publicUrl: config.publicUrl,
      });
      await tenant.register(usersRoutes, { passwordRateLimitMax: config.passwordRateLimitMax });
      await tenant.register(coursesRoutes);
      await tenant.register(structureRoutes);
      await tenant.register(exercisesRoutes, { checkRateLimitMax: config.checkRateLimitMax });
      await tenant.register(userAdminRoutes);
      await tenant.register(groupsRoutes);
      await tenant.register(schoolSettingsRoutes);
      await tenant.register(plansRoutes);
      await tenant.register(userPlansRoutes, { clock });
      await tenant.register(documentsRoutes);
      await tenant.register(filesRoutes, { recordingQuotaBytes: config.recordingQuotaBytes, recordingRateLimitMax: config.recordingRateLimitMax });
      await tenant.register(libraryRoutes);
      await tenant.register(classChoicesRoutes);
      await tenant.register(classesRoutes, { clock });
      await tenant.register(classroomRoutes, { clock });
      await tenant.register(lessonAccessRoutes);
      await tenant.register(classEventsRoutes);
      await tenant.register(classReviewRoutes);
      await tenant.register(dictionaryRoutes);
      await tenant.register(homeworkRoutes, { clock });
      await tenant.register(scheduleRoutes, { clock });
      await tenant.register(analyticsRoutes, { clock });
    },
    { prefix: '/tenant' },
  );

  if (config.serveSite) await app.register(staticSitePlugin, { siteRoot: config.siteRoot, appConfigFile: config.appConfigFile, site: siteFiles.read });

  return app;
}
