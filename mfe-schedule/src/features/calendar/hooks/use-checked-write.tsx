import { useState, type ReactNode } from 'react';
import type { ScheduleClash, ScheduleEventResult } from '@school/shared/contracts';
import { scheduleKeys, useWrite } from '@school/shared/query';
import { ClashDialog } from '../components/clash-dialog';

/** A write of the calendar and its dry run (the same request with `dryRun=true`: nothing saved). */
export interface CheckedWrite {
  dry: () => Promise<ScheduleEventResult>;
  save: () => Promise<ScheduleEventResult>;
}

export interface CheckedWriteOptions {
  /** Toasts, already translated. */
  success: string;
  failure: string;
  timeZone: string;
  onSaved: (result: ScheduleEventResult) => void;
  /** The user went back from the warning, or the write failed (a drag puts the lesson back). */
  onAbandoned?: () => void;
}

/**
 * Create, edit and move go through here: the dry run first; if it finds double bookings the user
 * sees them and chooses to save anyway or go back, else the write is made at once. A dry run that
 * fails (bad input, offline) goes on to the write, whose failure says what is wrong.
 */
export function useCheckedWrite({ success, failure, timeZone, onSaved, onAbandoned }: CheckedWriteOptions): {
  submit: (write: CheckedWrite) => Promise<void>;
  busy: boolean;
  dialog: ReactNode;
} {
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<{ clashes: ScheduleClash[]; write: CheckedWrite } | null>(null);
  const mutation = useWrite({
    write: (write: CheckedWrite) => write.save(),
    success,
    failure,
    invalidates: [scheduleKeys.all],
    onSuccess: (result) => {
      setPending(null);
      onSaved(result);
    },
  });

  const save = (write: CheckedWrite) =>
    mutation.mutate(write, {
      onError: () => {
        setPending(null);
        onAbandoned?.();
      },
    });

  const submit = async (write: CheckedWrite) => {
    setChecking(true);
    let clashes: ScheduleClash[] = [];
    try {
      clashes = (await write.dry()).clashes;
    } catch {
      // The write itself reports the problem.
    } finally {
      setChecking(false);
    }
    if (clashes.length > 0) setPending({ clashes, write });
    else save(write);
  };

  const dialog = pending ? (
    <ClashDialog
      clashes={pending.clashes}
      timeZone={timeZone}
      busy={mutation.isPending}
      onGoOn={() => save(pending.write)}
      onCancel={() => {
        setPending(null);
        onAbandoned?.();
      }}
    />
  ) : null;

  return { submit, busy: checking || mutation.isPending, dialog };
}
