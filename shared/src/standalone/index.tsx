import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from '../client/router.js';
import { Provider as AtomsProvider } from 'jotai';
import { createGlobalStyle, styled, ThemeProvider } from 'styled-components';
import {
  AUTHENTICATED_ENTRY,
  REDIRECT_PARAM,
  UNAUTHENTICATED_ENTRY,
  accessSubject,
  buildTheme,
  canAccess,
  configureHttp,
  errorMessage,
  initLanguage,
  postSignInTarget,
  restoreSession,
  runtimeConfigSchema,
  signIn,
  toast,
  useIsAuthenticated,
  useSession,
  useToasts,
  type AppTheme,
  type DefinedRemote,
  type RemoteRoute,
  appStore,
} from '@school/shared';

/**
 * A minimal shell for running ONE remote on its own dev server (`pnpm --filter <remote> dev`):
 * runtime config if the dev server proxies one, session restore, theme, router, the same
 * guard rules as the host (simplified), toasts, and a banner saying it is not the real shell.
 * Bundled only into remotes' standalone entry; the host never loads it. Developer tooling:
 * its few own texts are English on purpose.
 */
export interface StandaloneShellProps {
  /** What `defineRemote` returned: its name is shown in the banner, its pages are routed. */
  remote: Pick<DefinedRemote, 'name' | 'routes' | 'init'>;
}

async function configureFromRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-cache' });
    const parsed = response.ok ? runtimeConfigSchema.safeParse(await response.json()) : null;
    configureHttp({ baseURL: parsed?.success ? parsed.data.apiBaseUrl : '/tenant' });
  } catch {
    configureHttp({ baseURL: '/tenant' });
  }
}

const GlobalStyle = createGlobalStyle<{ $theme: AppTheme }>`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    background: ${({ $theme }) => $theme.colors.background};
    color: ${({ $theme }) => $theme.colors.text};
    font-family: ${({ $theme }) => $theme.font};
    font-size: 15px;
    line-height: 1.5;
  }
  :focus-visible { outline: 3px solid ${({ $theme }) => $theme.colors.focus}; outline-offset: 2px; }
`;

const Banner = styled.div<{ $theme: AppTheme }>`
  padding: 6px 16px;
  background: #fef3c7;
  color: #451a03;
  font: 600 13px/1.4 ${({ $theme }) => $theme.font};
  border-bottom: 1px solid #f59e0b;
`;

const Content = styled.main`
  padding: 24px;
`;

const ToastList = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  display: grid;
  gap: 8px;
  z-index: 1000;
`;

const ToastItem = styled.div<{ $theme: AppTheme; $kind: string }>`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 10px 14px;
  border-radius: 8px;
  background: ${({ $theme }) => $theme.colors.surface};
  color: ${({ $theme }) => $theme.colors.text};
  border-inline-start: 4px solid ${({ $theme, $kind }) => ($kind === 'error' ? $theme.colors.danger : $kind === 'success' ? $theme.colors.success : $theme.colors.primary)};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
`;

function Toasts({ theme }: { theme: AppTheme }) {
  const toasts = useToasts();
  useEffect(() => {
    const timers = toasts.map((item) => setTimeout(() => toast.dismiss(item.id), item.duration));
    return () => timers.forEach(clearTimeout);
  }, [toasts]);
  return (
    <ToastList role="region" aria-label="Notifications">
      {toasts.map((item) => (
        <ToastItem key={item.id} $theme={theme} $kind={item.kind} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.message}</span>
          <button type="button" aria-label="Close" onClick={() => toast.dismiss(item.id)}>
            ×
          </button>
        </ToastItem>
      ))}
    </ToastList>
  );
}

/** A bare sign-in for remotes that do not own the sign-in page. */
function DevSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await signIn({ email, password });
    } catch (caught) {
      setError(errorMessage(caught, 'Unable to sign in'));
    }
  };
  return (
    <form onSubmit={submit} aria-label="Developer sign-in" style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <h1>Sign in (standalone)</h1>
      <label>
        Email <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="username" />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Sign in</button>
    </form>
  );
}

function Guarded({ route, routes, children }: { route: RemoteRoute<ComponentType>; routes: readonly RemoteRoute<ComponentType>[]; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const authenticated = useIsAuthenticated();
  if (route.access === 'public') {
    if (!authenticated) return <>{children}</>;
    const target = postSignInTarget(search);
    const served = routes.some((candidate) => candidate.path === target.split('?')[0]);
    return served ? <Navigate to={target} replace /> : <p>Signed in. {target} is served by another remote.</p>;
  }
  if (!authenticated) {
    const ownsSignIn = routes.some((candidate) => candidate.path === UNAUTHENTICATED_ENTRY);
    if (!ownsSignIn) return <DevSignIn />;
    const query = new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` }).toString();
    return <Navigate to={`${UNAUTHENTICATED_ENTRY}?${query}`} replace />;
  }
  if (!canAccess(accessSubject(session), route.access)) return <p role="alert">You do not have permission to access this page</p>;
  return <>{children}</>;
}

function RoutePage({ route, routes }: { route: RemoteRoute<ComponentType>; routes: readonly RemoteRoute<ComponentType>[] }) {
  const Page = useMemo(() => lazy(route.load), [route]);
  return (
    <Guarded route={route} routes={routes}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Page />
      </Suspense>
    </Guarded>
  );
}

function fallbackPath(routes: readonly RemoteRoute<ComponentType>[]): string {
  const entry = routes.find((route) => route.path === AUTHENTICATED_ENTRY) ?? routes.find((route) => !route.path.includes(':'));
  return entry?.path ?? '/';
}

export function StandaloneShell({ remote }: StandaloneShellProps) {
  const { name: app, routes, init } = remote;
  const [ready, setReady] = useState(false);
  const theme = useMemo(() => buildTheme(), []);
  useEffect(() => {
    let active = true;
    void (async () => {
      await configureFromRuntimeConfig();
      await Promise.all([restoreSession(), initLanguage(), init?.().catch((error: unknown) => console.error(`${app}: init failed`, error))]);
      if (active) setReady(true);
    })();
    return () => {
      active = false;
    };
  }, [app, init]);

  return (
    // The same store the host provides, so a remote's own atoms behave as inside the host.
    <AtomsProvider store={appStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle $theme={theme} />
        <Banner $theme={theme} role="note">{`standalone: ${app}`}</Banner>
        {ready ? (
          <BrowserRouter>
            <Content>
              <Routes>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} element={<RoutePage route={route} routes={routes} />} />
                ))}
                <Route path="*" element={<Navigate to={fallbackPath(routes)} replace />} />
              </Routes>
            </Content>
          </BrowserRouter>
        ) : (
          <p role="status">Loading…</p>
        )}
        <Toasts theme={theme} />
      </ThemeProvider>
    </AtomsProvider>
  );
}

