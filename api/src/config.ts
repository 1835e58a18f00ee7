import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3StorageConfig } from './lib/storage/index.js';

/** The api package folder (`api/`), the same from `src/` and from `dist/`. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The workspace root: the folder above `api/`. */
export const REPO_ROOT = path.resolve(API_ROOT, '..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  TOKEN_TTL_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(24 * 7)),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('School Platform <no-reply@school.test>')),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOGIN_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(10)),
  FORGOT_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(10)),
  RESET_MAILS_PER_EMAIL: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(3)),
  /** A request (headers and body) must have arrived within this; then 408 and the connection closes. */
  REQUEST_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(120)),
  PASSWORD_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(5)),
  CHECK_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(30)),
  RECORDING_QUOTA_MB: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(100)),
  RECORDING_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(10)),
  RECORDING_GRACE_HOURS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(24)),
  /** How often unreferenced recordings past the grace period are removed; 0 turns the in-process job off. */
  RECORDING_CLEANUP_INTERVAL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).default(60)),
  SERVE_SITE: z.preprocess(emptyAsUndefined, flag.default(true)),
  SITE_ROOT: optionalString,
  APP_CONFIG_FILE: optionalString,
  /** Behind a reverse proxy: read the client address and protocol from X-Forwarded-* (rate limit, reset links). */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, flag.default(false)),
  SEED_DEMO: z.preprocess(emptyAsUndefined, flag.default(true)),
  /** API JSON at least this long is sent compressed (br or gzip, by Accept-Encoding). */
  COMPRESS_THRESHOLD_BYTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(1024)),
  /** How often the server expires packs past their validity; 0 turns the in-process job off (run it elsewhere). */
  PLAN_EXPIRY_INTERVAL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).default(60)),
  /** Days class events are kept for streams resuming with Last-Event-ID (each class's last one always). */
  CLASS_EVENTS_RETENTION_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(7)),
  /** How often older class events are pruned; 0 turns the in-process job off. */
  CLASS_EVENTS_PRUNE_INTERVAL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).default(60)),
  /** An S3-compatible object store for uploads (README "Object storage"); the disk when S3_BUCKET is unset. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, flag.default(false)),
  /** The folder inside the bucket (default `files/`). */
  S3_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('files/')),
  /** How often each instance looks for due scheduled jobs (docs/decisions/api-jobs.md). */
  JOBS_POLL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().default(30)),
  /** How long a scheduled job an instance took stays its own without renewal (another takes it after). */
  JOBS_LEASE_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(1).default(60)),
  /** Redis shared by the API instances for rate limits (redis://host:6379); unset: counted in each process. */
  REDIS_URL: optionalString,
  /** After SIGTERM: seconds the health check answers 503 while requests are still served, so a balancer stops sending first. */
  SHUTDOWN_DELAY_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(8).default(0)),
  /** After SIGTERM: the process exits by then, whatever is still running (in-flight requests get this long to end). */
  SHUTDOWN_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().positive().max(60).default(9)),
});

export interface Config {
  port: number;
  host: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  databaseUrl: string | undefined;
  /** Folder of everything the server stores locally: PGlite files, uploads, the generated JWT secret. */
  dataDir: string;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin of the links in mails: PUBLIC_URL, else the address the server listens on. */
  publicUrl: string;
  loginRateLimitMax: number;
  /** Forgot-password requests per 15 minutes from one client address. */
  forgotRateLimitMax: number;
  /** Reset mails per hour to one account, whoever asks. */
  resetMailsPerEmail: number;
  /** Milliseconds a client has to send a whole request (headers and body); then 408. */
  requestTimeoutMs: number;
  /** Password checks behind a token (password change, e-mail change) per minute per user. */
  passwordRateLimitMax: number;
  /** Answer checks (`POST .../check`, staff) per minute per user. */
  checkRateLimitMax: number;
  /** Bytes of voice recordings one user may have stored. */
  recordingQuotaBytes: number;
  /** Recording uploads per minute per user. */
  recordingRateLimitMax: number;
  /** Hours an unreferenced recording is kept before the cleanup removes it. */
  recordingGraceHours: number;
  /** Minutes between runs of the recording cleanup; 0: not run by this process. */
  recordingCleanupIntervalMinutes: number;
  serveSite: boolean;
  siteRoot: string;
  appConfigFile: string | undefined;
  trustProxy: boolean;
  /** Load demo data into an empty embedded database at start (never on a DATABASE_URL server). */
  seedDemo: boolean;
  /** Smallest API JSON answer that is compressed. */
  compressThresholdBytes: number;
  /** Minutes between runs of the pack expiry job; 0: not run by this process. */
  planExpiryIntervalMinutes: number;
  /** Days a class event is kept (the last of each class always). */
  classEventsRetentionDays: number;
  /** Minutes between runs of the class event pruning; 0: not run by this process. */
  classEventsPruneIntervalMinutes: number;
  /** The object store for uploads; undefined: the disk under `dataDir/files`. */
  s3: S3StorageConfig | undefined;
  /** Milliseconds between looks for due scheduled jobs. */
  jobsPollMs: number;
  /** Milliseconds a taken job's lease lasts without renewal. */
  jobsLeaseMs: number;
  /** Redis for counters shared across instances; undefined: this process's memory. */
  redisUrl: string | undefined;
  /** Milliseconds between SIGTERM and closing the listener (health answers 503 meanwhile). */
  shutdownDelayMs: number;
  /** Milliseconds after SIGTERM by which the process has exited. */
  shutdownTimeoutMs: number;
}

/**
 * The address the server itself listens on, for links in mail when PUBLIC_URL is not set.
 * Never taken from a request's Host or X-Forwarded-* headers: a forged header would put an
 * attacker's domain into a real, working reset link.
 */
export function listenAddress(host: string, port: number): string {
  const anyAddress = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = anyAddress ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Reads the configuration from the environment; throws a readable error on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? listenAddress(e.HOST, e.PORT),
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    forgotRateLimitMax: e.FORGOT_RATE_LIMIT_MAX,
    resetMailsPerEmail: e.RESET_MAILS_PER_EMAIL,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    passwordRateLimitMax: e.PASSWORD_RATE_LIMIT_MAX,
    checkRateLimitMax: e.CHECK_RATE_LIMIT_MAX,
    recordingQuotaBytes: Math.round(e.RECORDING_QUOTA_MB * 1024 * 1024),
    recordingRateLimitMax: e.RECORDING_RATE_LIMIT_MAX,
    recordingGraceHours: e.RECORDING_GRACE_HOURS,
    recordingCleanupIntervalMinutes: e.RECORDING_CLEANUP_INTERVAL_MINUTES,
    serveSite: e.SERVE_SITE,
    siteRoot: path.resolve(e.SITE_ROOT ?? REPO_ROOT),
    appConfigFile: e.APP_CONFIG_FILE ? path.resolve(e.APP_CONFIG_FILE) : undefined,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    compressThresholdBytes: e.COMPRESS_THRESHOLD_BYTES,
    planExpiryIntervalMinutes: e.PLAN_EXPIRY_INTERVAL_MINUTES,
    classEventsRetentionDays: e.CLASS_EVENTS_RETENTION_DAYS,
    classEventsPruneIntervalMinutes: e.CLASS_EVENTS_PRUNE_INTERVAL_MINUTES,
    jobsPollMs: Math.round(e.JOBS_POLL_SECONDS * 1000),
    jobsLeaseMs: Math.round(e.JOBS_LEASE_SECONDS * 1000),
    redisUrl: e.REDIS_URL,
    shutdownDelayMs: Math.round(e.SHUTDOWN_DELAY_SECONDS * 1000),
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    s3: s3ConfigOf(e),
  };
}

/** The `S3_*` settings, or undefined without a bucket; an endpoint or keys without a bucket are a mistake worth stopping for. */
function s3ConfigOf(e: z.infer<typeof envSchema>): S3StorageConfig | undefined {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID) throw new Error('Invalid environment:\nS3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
    return undefined;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) throw new Error('Invalid environment:\nS3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX.endsWith('/') || e.S3_PREFIX === '' ? e.S3_PREFIX : `${e.S3_PREFIX}/`,
  };
}
