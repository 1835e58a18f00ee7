export {};

declare global {
  interface Window {
    __SCHOOL_FEDERATION__?: { app: string; version: string; sharedInstanceId: string; instances: Record<string, unknown> }[];
  }
}
