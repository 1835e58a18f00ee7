import { UnavailableNotice } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';

/**
 * Shown inside the layout when an area (its manifest, entry, a chunk, or the page itself)
 * fails; the rest of the shell keeps working. `onRetry` reloads the area.
 */
export function UnavailablePanel({ onRetry, busy = false, remote }: { onRetry: () => void; busy?: boolean; remote?: string }) {
  const { t } = useHostTranslation();
  return (
    <UnavailableNotice
      place="area"
      title={t('unavailable.title')}
      text={t('unavailable.text')}
      retryLabel={t('unavailable.retry')}
      busyLabel={t('unavailable.retrying')}
      busy={busy}
      onRetry={onRetry}
      testId="area-unavailable"
      remote={remote}
    />
  );
}
