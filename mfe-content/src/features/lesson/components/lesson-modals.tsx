import type { StudentExercise } from '@school/exercises';
import { useTranslation } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import { courseKeys } from '@school/shared/query';
import { ConfirmDialog } from '@school/shared/ui';
import type { LessonAddress } from '../../../api/lesson-paths';
import { lessonApi } from '../api/lesson-api';
import type { LessonChange } from '../hooks/use-lesson-writes';
import { CopyMoveDialog } from './copy-move-dialog';
import { TypePickerDialog } from './type-picker-dialog';
import type { ImplementedType } from '@school/exercises';

export type LessonModal =
  | { kind: 'pick' }
  | { kind: 'deleteSection'; section: LessonSection; name: string }
  | { kind: 'deleteExercise'; exercise: StudentExercise; name: string }
  | { kind: 'copy' | 'move'; exercise: StudentExercise; name: string }
  | null;

export interface LessonModalsProps {
  modal: LessonModal;
  address: LessonAddress;
  /** The selected lesson section, if any. */
  selectedId: string | null;
  /** Runs a change with its toasts and re-reads; resolves to whether it worked. */
  change: (change: LessonChange) => Promise<boolean>;
  onClose: () => void;
  onPick: (type: ImplementedType) => void;
  /** After an exercise was deleted: its menu is gone, focus needs a new place. */
  onExerciseDeleted: () => void;
}

/** The lesson page's dialogs: pick a type, delete a section or an exercise, copy or move an exercise. */
export function LessonModals({ modal, address, selectedId, change, onClose, onPick, onExerciseDeleted }: LessonModalsProps) {
  const { t } = useTranslation('content');
  if (!modal) return null;
  const sectionsKey = courseKeys.lessonSections(address.courseId, address.lessonId);

  if (modal.kind === 'pick') return <TypePickerDialog onClose={onClose} onPick={onPick} />;
  if (modal.kind === 'deleteSection') {
    return (
      <ConfirmDialog
        title={t('lesson.delete.sectionTitle')}
        question={t('lesson.delete.sectionQuestion', { name: modal.name })}
        confirmLabel={t('lesson.delete.confirm')}
        cancelLabel={t('lesson.delete.cancel')}
        onClose={onClose}
        onConfirm={async () => {
          const ok = await change({
            call: () => lessonApi.removeLessonSection(address, modal.section.id),
            messages: { success: 'lesson.toast.sectionDeleted', error: 'lesson.toast.sectionDeleteError' },
            changes: [sectionsKey],
          });
          if (ok) onClose();
          return ok;
        }}
      />
    );
  }
  if (!selectedId) return null;
  const exercisesKey = courseKeys.lessonSection(address.courseId, address.lessonId, selectedId);
  if (modal.kind === 'deleteExercise') {
    return (
      <ConfirmDialog
        title={t('lesson.delete.exerciseTitle')}
        question={t('lesson.delete.exerciseQuestion', { name: modal.name })}
        confirmLabel={t('lesson.delete.confirm')}
        cancelLabel={t('lesson.delete.cancel')}
        onClose={onClose}
        onConfirm={async () => {
          const ok = await change({
            call: () => lessonApi.removeExercise(address, selectedId, modal.exercise.id),
            messages: { success: 'lesson.toast.deleted', error: 'lesson.toast.deleteError' },
            changes: [exercisesKey],
          });
          if (!ok) return false;
          onClose();
          onExerciseDeleted();
          return true;
        }}
      />
    );
  }
  const copy = modal.kind === 'copy';
  return (
    <CopyMoveDialog
      mode={modal.kind}
      exerciseName={modal.name}
      from={{ ...address, lessonSectionId: selectedId }}
      onClose={onClose}
      onSubmit={async (target) => {
        const ok = await change({
          call: () =>
            copy
              ? lessonApi.copyExercise(address, selectedId, modal.exercise.id, target.lessonSectionId)
              : lessonApi.moveExercise(address, selectedId, modal.exercise.id, target.lessonSectionId),
          messages: copy ? { success: 'lesson.toast.copied', error: 'lesson.toast.copyError' } : { success: 'lesson.toast.moved', error: 'lesson.toast.moveError' },
          // Where it went shows it on next look; where it was (a move) at once.
          changes: [exercisesKey, courseKeys.lessonSection(target.courseId, target.lessonId, target.lessonSectionId)],
        });
        if (ok) onClose();
      }}
    />
  );
}
