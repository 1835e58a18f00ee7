import { useEffect, useState } from 'react';
import { registerExerciseNamespaces } from '../../../i18n';

let ready: Promise<void> | null = null;

/** True once the players' and editors' strings are loaded (once per page load, whichever page asks first). */
export function useExerciseNamespaces(): { ready: boolean; error: unknown } {
  const [state, setState] = useState<{ ready: boolean; error: unknown }>({ ready: false, error: null });
  useEffect(() => {
    let alive = true;
    ready ??= registerExerciseNamespaces();
    ready.then(
      () => alive && setState({ ready: true, error: null }),
      (error: unknown) => {
        // A later visit may try again (a chunk that failed on a flaky network).
        ready = null;
        if (alive) setState({ ready: false, error });
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
