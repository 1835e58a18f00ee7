import { Component, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { styled } from 'styled-components';
// By package name: the loader and its cache are the page's one singleton, configured by the host.
import { loadRemoteComponent, resetRemoteComponent, useTranslation, type RemoteComponentFailure } from '@school/shared';
import { VisuallyHidden } from './a11y.js';
import { Spinner } from './spinner.js';
import { UnavailableNotice } from './unavailable-notice.js';

/*
 * A component another remote exposes, shown inside a page of this one (a tab of the user
 * detail). Whatever fails — the remote missing from the runtime config, its manifest or entry,
 * the module, its translations, or the component throwing while it renders — shows the same
 * "unavailable" panel the host shows for a whole area, in this place only: the page around it
 * and its other tabs keep working. Retry loads it again (docs/decisions/platform-remote-components.md).
 */

/** Why a load failed, read without `instanceof` (an older `@school/shared` may lack the class). */
const reasonOf = (error: unknown): RemoteComponentFailure | undefined => (typeof error === 'object' && error !== null ? (error as { reason?: RemoteComponentFailure }).reason : undefined);

type LoadState<Props extends object> =
  | { status: 'loading' }
  | { status: 'ready'; component: ComponentType<Props> }
  | { status: 'error'; error: unknown };

export interface RemoteComponentState<Props extends object> {
  state: LoadState<Props>;
  /** Forgets the failure (here and, for a failed remote, in the federation runtime) and loads again. */
  retry: () => void;
}

/** Loads `module` of `remote` (e.g. `mfe_schedule`, `./user-schedule`) and says how it went. */
export function useRemoteComponent<Props extends object>(remote: string, module: string): RemoteComponentState<Props> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<Props>>({ status: 'loading' });
  const failure = useRef<unknown>(null);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // A host older than this kit provides a `@school/shared` without the loader (staging mixes
    // versions): the place shows the panel rather than the page failing.
    const load: typeof loadRemoteComponent | undefined = loadRemoteComponent;
    const loading = typeof load === 'function' ? load<Props>(remote, module) : Promise.reject(Object.assign(new Error('no remote component loader'), { reason: 'no-runtime' }));
    loading.then(
      (component) => {
        if (live) setState({ status: 'ready', component });
      },
      (error: unknown) => {
        if (!live) return;
        // Without a host (a remote's own dev shell, a unit test) the panel is expected: no noise.
        if (reasonOf(error) !== 'no-runtime') console.warn(`[remote component] ${remote} ${module} could not be loaded`, error);
        failure.current = error;
        setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => {
    const reset: typeof resetRemoteComponent | undefined = resetRemoteComponent;
    if (typeof reset === 'function') reset(remote, module, failure.current);
    failure.current = null;
    setAttempt((value) => value + 1);
  }, [remote, module]);

  return { state, retry };
}

export interface RemoteUnavailablePanelProps {
  remote: string;
  module: string;
  onRetry: () => void;
}

/** The host's "this section is unavailable" panel, for one place of a page. */
export function RemoteUnavailablePanel({ remote, module, onRetry }: RemoteUnavailablePanelProps) {
  const { t } = useTranslation('common');
  return (
    <UnavailableNotice
      place="part"
      title={t('ui.remoteUnavailableTitle')}
      text={t('ui.remoteUnavailableText')}
      retryLabel={t('ui.retry')}
      onRetry={onRetry}
      testId="remote-unavailable"
      remote={remote}
      module={module}
    />
  );
}

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-block-size: 160px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The spinner while the other remote's code and translations arrive. */
export function RemoteComponentSpinner() {
  const { t } = useTranslation('common');
  return (
    <Center role="status" aria-busy="true" data-testid="remote-loading">
      <Spinner $size={32} />
      <VisuallyHidden>{t('ui.remoteLoading')}</VisuallyHidden>
    </Center>
  );
}

interface BoundaryProps {
  remote: string;
  module: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the exposed component throwing (while it renders, or a lazy part of it failing to load). */
class RemoteComponentBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote component] ${this.props.remote} ${this.props.module} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteUnavailablePanel remote={this.props.remote} module={this.props.module} onRetry={this.retry} />;
    return <Suspense fallback={<RemoteComponentSpinner />}>{this.props.children}</Suspense>;
  }
}

export interface RemoteComponentProps<Props extends object> {
  /** The federation name, as in shared/remotes/registry.json (`mfe_schedule`). */
  remote: string;
  /** What the remote exposes (`./user-schedule`). */
  module: string;
  /** Handed to the component; its type is the contract both sides import from `@school/shared/contracts`. */
  props: Props;
}

/** Shows `module` of `remote` with `props`, or the "unavailable" panel in its place. */
export function RemoteComponent<Props extends object>({ remote, module, props }: RemoteComponentProps<Props>) {
  const { state, retry } = useRemoteComponent<Props>(remote, module);
  if (state.status === 'loading') return <RemoteComponentSpinner />;
  if (state.status === 'error') return <RemoteUnavailablePanel remote={remote} module={module} onRetry={retry} />;
  const Loaded = state.component;
  return (
    <RemoteComponentBoundary remote={remote} module={module} onRetry={retry}>
      <Loaded {...props} />
    </RemoteComponentBoundary>
  );
}
