import { AUDIO_LINK_ORIGINS, EMBED_FRAME_ORIGINS } from '@school/exercises';
import type { RuntimeConfig } from '@school/shared/contracts';
import fp from 'fastify-plugin';
import type { SiteSnapshot } from './site-files.js';

export interface SecurityHeadersOptions {
  /** The site as served now; without it (API only) the policy names no remote and no hash. */
  site: (() => Promise<SiteSnapshot>) | undefined;
  /**
   * The site as looked at within the last second, for answers that are not pages (their policy
   * governs no page, and API answers are the hot path); defaults to `site`.
   */
  recentSite?: () => Promise<SiteSnapshot>;
}

/** Origins of the remotes' manifests that live on another origin than the site. */
export function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  const urls = [config.apiBaseUrl, ...Object.values(config.remotes).map((remote) => remote.manifest)];
  for (const url of urls) {
    try {
      // A relative URL resolves against this placeholder and is the site itself.
      const { origin } = new URL(url, 'http://same-origin.invalid');
      if (origin !== 'http://same-origin.invalid') origins.add(origin);
    } catch {
      // An unparsable entry loads nothing, so it needs no permission.
    }
  }
  return [...origins];
}

/** Allowlist entries are `scheme://host[:port|*]`, which is also CSP's host-source syntax. */
const overrideSources = (config: RuntimeConfig) =>
  config.overrideAllowlist.map((entry) => entry.trim()).filter((entry) => /^https?:\/\/[^\s;,'/]+$/.test(entry));

/**
 * The policy the site runs under. Scripts: the site, the remotes' origins, the override
 * allowlist (a developer's local remote) and the hashes of index.html's inline scripts, never
 * 'unsafe-inline'. Styles need 'unsafe-inline': styled-components inserts <style> elements at
 * run time and the nginx deployment cannot hand out a per-request nonce
 * (docs/decisions/platform-delivery.md). Frames: only the embed sites of the exercise types
 * (`EMBED_FRAME_ORIGINS` of @school/exercises, the same list the players build frames on), so a
 * stored link that somehow got past validation still cannot frame anything else. Media: the site
 * and the shared-drive hosts of audio links (`AUDIO_LINK_ORIGINS`), the same way. Workers: the site
 * only (the PDF viewer's).
 */
export function contentSecurityPolicy(config: RuntimeConfig | undefined, scriptHashes: readonly string[]): string {
  const sources = config ? [...new Set([...remoteOrigins(config), ...overrideSources(config)])] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...sources, ...scriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...sources]],
    ['frame-src', [...EMBED_FRAME_ORIGINS]],
    // Audio exercises may play a Google Drive or Dropbox file shared by link (their download hosts).
    // `blob:`: the classroom plays a student's recording it read with the token (an object address
    // of the page's own bytes; docs/decisions/classroom-review.md).
    ['media-src', ["'self'", 'blob:', ...AUDIO_LINK_ORIGINS]],
    // The pdf exercise's viewer (pdf.js) parses documents in a worker built as a file of the site.
    // Only 'self': no blob: workers. Where a remote lives on another origin (the compose setup),
    // pdf.js cannot start it and parses on the page instead (docs/decisions/exercises-media.md).
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

// The policy is built once per version of the site files, not on every answer.
const policies = new WeakMap<SiteSnapshot, string>();
let policyWithoutSite: string | undefined;

function policyOf(snapshot: SiteSnapshot | undefined): string {
  if (!snapshot) return (policyWithoutSite ??= contentSecurityPolicy(undefined, []));
  let policy = policies.get(snapshot);
  if (policy === undefined) {
    policy = contentSecurityPolicy(snapshot.config, snapshot.scriptHashes);
    policies.set(snapshot, policy);
  }
  return policy;
}

/**
 * The same security headers on every answer: pages, static files, API JSON and errors.
 * Set in onSend so that answers made by other plugins (static files, swagger UI, 404s) get them too.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      const readSite = isPage ? options.site : (options.recentSite ?? options.site);
      const snapshot = readSite ? await readSite() : undefined;
      reply.header('content-security-policy', policyOf(snapshot));
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      return payload;
    });
  },
  { name: 'security-headers' },
);
