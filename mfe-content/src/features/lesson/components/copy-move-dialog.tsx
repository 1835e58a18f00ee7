import { useId, useMemo, useState } from 'react';
import { errorMessage, useTranslation } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import { skipToken, useQuery } from '@school/shared/query';
import { Button, Dialog, SelectField, SubmitButton } from '@school/shared/ui';
import styled from 'styled-components';
import { contentQueries } from '../../../api/content-queries';
import type { LessonAddress } from '../../../api/lesson-paths';

export type CopyMoveMode = 'copy' | 'move';

/** Where an exercise goes: a lesson section, and the lesson it is in (whose cached exercises change). */
export interface ExerciseTarget {
  courseId: string;
  lessonId: string;
  lessonSectionId: string;
}

export interface CopyMoveDialogProps {
  mode: CopyMoveMode;
  exerciseName: string;
  /** Where the exercise is now: the dialog starts there. */
  from: LessonAddress & { lessonSectionId: string };
  onClose: () => void;
  onSubmit: (target: ExerciseTarget) => Promise<void>;
}

/** Picks a lesson section anywhere in the user's own courses: course, then lesson, then section. */
export function CopyMoveDialog({ mode, exerciseName, from, onClose, onSubmit }: CopyMoveDialogProps) {
  const { t } = useTranslation('content');
  const formId = useId();
  const [courseId, setCourseId] = useState(from.courseId);
  const [chosenLesson, setLesson] = useState({ sectionId: from.sectionId, lessonId: from.lessonId });
  const [chosenTarget, setTarget] = useState(from.lessonSectionId);
  const [saving, setSaving] = useState(false);

  const courses = useQuery(contentQueries.ownCourses()).data ?? null;
  const sectionsRead = useQuery(contentQueries.sections(courseId));
  const sections = sectionsRead.data ?? null;
  // The chosen lesson when it is in this course, else the course's first lesson.
  const lesson = useMemo(() => {
    if (!sections) return chosenLesson;
    if (sections.some((section) => section.lessons.some((candidate) => candidate.id === chosenLesson.lessonId))) return chosenLesson;
    const section = sections.find((candidate) => candidate.lessons.length > 0);
    const first = section?.lessons[0];
    return section && first ? { sectionId: section.id, lessonId: first.id } : { sectionId: '', lessonId: '' };
  }, [sections, chosenLesson]);
  const lessonSectionsQuery = contentQueries.lessonSections({ courseId, ...lesson });
  const lessonSectionsRead = useQuery({ ...lessonSectionsQuery, queryFn: sections && lesson.lessonId ? lessonSectionsQuery.queryFn : skipToken });
  const lessonSections = lesson.lessonId ? (lessonSectionsRead.data ?? null) : sections ? [] : null;
  // The chosen section while it is in the list, else the lesson's first.
  const target = lessonSections ? (lessonSections.some((section) => section.id === chosenTarget) ? chosenTarget : (lessonSections[0]?.id ?? '')) : chosenTarget;
  const failure = sectionsRead.error ?? lessonSectionsRead.error;
  const error = failure ? errorMessage(failure, t('lesson.copyMove.loadError')) : '';

  const normalCount = (list: readonly LessonSection[], section: LessonSection) => list.filter((candidate) => !candidate.isHomework).indexOf(section) + 1;
  const sameSection = mode === 'move' && target === from.lessonSectionId;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!target || sameSection) return;
    setSaving(true);
    try {
      await onSubmit({ courseId, lessonId: lesson.lessonId, lessonSectionId: target });
    } finally {
      setSaving(false);
    }
  }

  const title = mode === 'copy' ? t('lesson.copyMove.copyTitle', { name: exerciseName }) : t('lesson.copyMove.moveTitle', { name: exerciseName });
  return (
    <Dialog title={title} onClose={onClose} busy={saving}>
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        {error && <p role="alert">{error}</p>}
        <SelectField id={`${formId}-course`} label={t('lesson.copyMove.course')} value={courseId} onChange={(event) => setCourseId(event.target.value)} disabled={!courses}>
          {(courses ?? []).map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
          {/* The current course may be another's, until the list arrives. */}
          {!courses?.some((course) => course.id === courseId) && <option value={courseId}>{t('lesson.copyMove.currentCourse')}</option>}
        </SelectField>
        <SelectField
          id={`${formId}-lesson`}
          label={t('lesson.copyMove.lesson')}
          value={lesson.lessonId ? `${lesson.sectionId}/${lesson.lessonId}` : ''}
          onChange={(event) => {
            const [sectionId = '', lessonId = ''] = event.target.value.split('/');
            setLesson({ sectionId, lessonId });
          }}
          disabled={!sections}
        >
          {sections?.every((section) => section.lessons.length === 0) && <option value="">{t('lesson.copyMove.noLessons')}</option>}
          {(sections ?? []).map((section) => (
            <optgroup key={section.id} label={section.name}>
              {section.lessons.map((candidate) => (
                <option key={candidate.id} value={`${section.id}/${candidate.id}`}>
                  {candidate.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          id={`${formId}-section`}
          label={t('lesson.copyMove.lessonSection')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          disabled={!lessonSections || lessonSections.length === 0}
          error={sameSection ? t('lesson.copyMove.sameSection') : undefined}
        >
          {lessonSections?.length === 0 && <option value="">{t('lesson.copyMove.noSections')}</option>}
          {(lessonSections ?? []).map((section, _index, list) => (
            <option key={section.id} value={section.id}>
              {section.isHomework ? t('lesson.sections.homework') : t('lesson.sections.item', { number: normalCount(list, section) })}
            </option>
          ))}
        </SelectField>
        <Footer>
          <Button type="button" onClick={onClose} disabled={saving}>
            {t('lesson.editor.cancel')}
          </Button>
          <SubmitButton busy={saving} busyLabel={t('lesson.editor.saving')} disabled={!target || sameSection}>
            {mode === 'copy' ? t('lesson.copyMove.copy') : t('lesson.copyMove.move')}
          </SubmitButton>
        </Footer>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;
