/**
 * Each app reports the module instances it runs with, so a test (and a curious developer)
 * can prove that host and remotes share one React, one styled-components and one `shared`.
 */
export const SHARED_INSTANCE_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface FederationReport {
  app: string;
  /** The build's version (`process.env.APP_VERSION` at build time). */
  version: string;
  sharedInstanceId: string;
  instances: Record<string, unknown>;
}

declare global {
  interface Window {
    __SCHOOL_FEDERATION__?: FederationReport[];
  }
}

export function reportFederatedInstances(app: string, instances: Record<string, unknown>, version = 'unknown'): void {
  if (typeof window === 'undefined') return;
  const reports = (window.__SCHOOL_FEDERATION__ ??= []);
  if (reports.some((report) => report.app === app)) return;
  reports.push({ app, version, sharedInstanceId: SHARED_INSTANCE_ID, instances });
}
