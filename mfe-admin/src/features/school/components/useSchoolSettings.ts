import { useEffect, useState } from 'react';
import type { SchoolSettings } from '../../../admin-contracts';
import { schoolApi } from '../api/school-api';

/** The school's settings as the server last answered them, with a retry. */
export function useSchoolSettings() {
  const [settings, setSettings] = useState<SchoolSettings | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setError(null);
    schoolApi.get().then(
      (found) => current && setSettings(found),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { settings, setSettings, error, retry: () => setAttempt((value) => value + 1) };
}
