import { useTranslation } from '@school/shared';
import type { Lesson, Section, SectionInput } from '@school/shared/contracts';
import { courseKeys } from '@school/shared/query';
import { ConfirmDialog } from '@school/shared/ui';
import { lessonsApi, sectionsApi } from '../api/structure-api';
import type { StructureWrite } from '../hooks/use-course-writes';
import type { LessonAction } from './lesson-list';
import type { SectionAction } from './section-list';
import { StructureFormDialog } from './structure-form-dialog';
import { CopyLessonDialog, CopySectionDialog, MoveLessonDialog, MoveSectionDialog } from './target-dialogs';

export type CourseModal =
  | { kind: 'createSection' }
  | { kind: 'section'; action: Exclude<SectionAction, 'duplicate' | 'addLesson'>; section: Section }
  | { kind: 'createLesson'; section: Section }
  | { kind: 'lesson'; action: Exclude<LessonAction, 'duplicate'>; lesson: Lesson; section: Section }
  | null;

export interface CourseModalsProps {
  modal: CourseModal;
  courseId: string;
  sections: readonly Section[];
  /** Runs one write with its toasts and re-read; closes the dialog on success, rejects on failure (the dialog shows it). */
  write: (write: StructureWrite) => Promise<void>;
  onClose: () => void;
  /** Opens a section, so a lesson moved into it is seen where it lands. */
  expand: (sectionId: string) => void;
}

/** The dialogs of the course page: create, edit, delete, copy and move of sections and lessons. */
export function CourseModals({ modal, courseId, sections, write, onClose, expand }: CourseModalsProps) {
  const { t } = useTranslation('content');
  if (!modal) return null;

  if (modal.kind === 'createSection') {
    return (
      <StructureFormDialog
        kind="section"
        onClose={onClose}
        fallbackError={t('course.toast.section.createError')}
        onSave={(input: SectionInput) => write({ subject: 'section', event: 'create', call: () => sectionsApi.create(courseId, input) })}
      />
    );
  }
  if (modal.kind === 'createLesson') {
    return (
      <StructureFormDialog
        kind="lesson"
        onClose={onClose}
        fallbackError={t('course.toast.lesson.createError')}
        onSave={(input) => write({ subject: 'lesson', event: 'create', call: () => lessonsApi.create(courseId, modal.section.id, input) })}
      />
    );
  }
  if (modal.kind === 'section') {
    const { section } = modal;
    switch (modal.action) {
      case 'edit':
        return (
          <StructureFormDialog
            kind="section"
            initial={section}
            onClose={onClose}
            fallbackError={t('course.toast.section.updateError')}
            onSave={(input) => write({ subject: 'section', event: 'update', call: () => sectionsApi.update(courseId, section.id, input) })}
          />
        );
      case 'delete':
        return (
          <ConfirmDialog
            title={t('course.delete.sectionTitle')}
            question={t('course.delete.sectionQuestion', { name: section.name })}
            confirmLabel={t('course.delete.confirm')}
            cancelLabel={t('course.dialog.cancel')}
            onClose={onClose}
            onConfirm={() => write({ subject: 'section', event: 'delete', call: () => sectionsApi.remove(courseId, section.id) })}
          />
        );
      case 'copy':
        return (
          <CopySectionDialog
            section={section}
            currentCourseId={courseId}
            onClose={onClose}
            onCopy={(target) =>
              write({ subject: 'section', event: 'copy', call: () => sectionsApi.copy(courseId, section.id, target), alsoChanges: [courseKeys.sections(target)] })
            }
          />
        );
      case 'move':
        return (
          <MoveSectionDialog
            section={section}
            sections={sections}
            onClose={onClose}
            onMove={(position) => write({ subject: 'section', event: 'move', call: () => sectionsApi.move(courseId, section.id, position) })}
          />
        );
    }
  }
  const { lesson, section } = modal;
  switch (modal.action) {
    case 'edit':
      return (
        <StructureFormDialog
          kind="lesson"
          initial={lesson}
          onClose={onClose}
          fallbackError={t('course.toast.lesson.updateError')}
          onSave={(input) => write({ subject: 'lesson', event: 'update', call: () => lessonsApi.update(courseId, section.id, lesson.id, input) })}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={t('course.delete.lessonTitle')}
          question={t('course.delete.lessonQuestion', { name: lesson.name })}
          confirmLabel={t('course.delete.confirm')}
          cancelLabel={t('course.dialog.cancel')}
          onClose={onClose}
          onConfirm={() => write({ subject: 'lesson', event: 'delete', call: () => lessonsApi.remove(courseId, section.id, lesson.id) })}
        />
      );
    case 'copy':
      return (
        <CopyLessonDialog
          lesson={lesson}
          courseId={courseId}
          sections={sections}
          onClose={onClose}
          onCopy={(target) =>
            write({ subject: 'lesson', event: 'copy', call: () => lessonsApi.copy(courseId, section.id, lesson.id, target), alsoChanges: [courseKeys.sections(target.courseId)] })
          }
        />
      );
    case 'move':
      return (
        <MoveLessonDialog
          lesson={lesson}
          sections={sections}
          onClose={onClose}
          onMove={(target) => {
            // The lesson should be seen where it lands.
            expand(target.sectionId);
            return write({ subject: 'lesson', event: 'move', call: () => lessonsApi.move(courseId, section.id, lesson.id, target) });
          }}
        />
      );
  }
}
