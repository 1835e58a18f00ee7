import { useEffect, useId, useState } from 'react';
import { errorMessage, type Course, useTranslation } from '@school/shared';
import type { LessonSection, Section } from '@school/shared/contracts';
import { Button, Dialog, SelectField, SubmitButton } from '@school/shared/ui';
import styled from 'styled-components';
import { lessonApi } from '../api/lesson-api';
import { sortByPosition } from '../../../lib/order';
import { sortLessonSections } from '../api/order';
import type { LessonAddress } from '../api/paths';

export type CopyMoveMode = 'copy' | 'move';

export interface CopyMoveDialogProps {
  mode: CopyMoveMode;
  exerciseName: string;
  /** Where the exercise is now: the dialog starts there. */
  from: LessonAddress & { lessonSectionId: string };
  onClose: () => void;
  onSubmit: (target: string) => Promise<void>;
}

/** Picks a lesson section anywhere in the user's own courses: course, then lesson, then section. */
export function CopyMoveDialog({ mode, exerciseName, from, onClose, onSubmit }: CopyMoveDialogProps) {
  const { t } = useTranslation('content');
  const formId = useId();
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [courseId, setCourseId] = useState(from.courseId);
  const [sections, setSections] = useState<Section[] | null>(null);
  const [lesson, setLesson] = useState({ sectionId: from.sectionId, lessonId: from.lessonId });
  const [lessonSections, setLessonSections] = useState<LessonSection[] | null>(null);
  const [target, setTarget] = useState(from.lessonSectionId);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    lessonApi.ownCourses().then(
      (list) => setCourses(sortByPosition(list)),
      (failure: unknown) => setError(errorMessage(failure, t('lesson.copyMove.loadError'))),
    );
  }, [t]);

  useEffect(() => {
    setSections(null);
    lessonApi.sections(courseId).then(
      (list) => {
        const sorted = sortByPosition(list);
        setSections(sorted);
        // Keep the lesson when it is in this course, else take the course's first lesson.
        setLesson((current) => {
          if (sorted.some((section) => section.lessons.some((candidate) => candidate.id === current.lessonId))) return current;
          const section = sorted.find((candidate) => candidate.lessons.length > 0);
          const first = section ? sortByPosition(section.lessons)[0] : undefined;
          return section && first ? { sectionId: section.id, lessonId: first.id } : { sectionId: '', lessonId: '' };
        });
      },
      (failure: unknown) => setError(errorMessage(failure, t('lesson.copyMove.loadError'))),
    );
  }, [courseId, t]);

  useEffect(() => {
    setLessonSections(null);
    if (!lesson.lessonId) {
      setLessonSections([]);
      return;
    }
    lessonApi.lessonSections({ courseId, ...lesson }).then(
      (list) => {
        const sorted = sortLessonSections(list);
        setLessonSections(sorted);
        setTarget((current) => (sorted.some((section) => section.id === current) ? current : (sorted[0]?.id ?? '')));
      },
      (failure: unknown) => setError(errorMessage(failure, t('lesson.copyMove.loadError'))),
    );
  }, [courseId, lesson, t]);

  const normalCount = (list: readonly LessonSection[], section: LessonSection) => list.filter((candidate) => !candidate.isHomework).indexOf(section) + 1;
  const sameSection = mode === 'move' && target === from.lessonSectionId;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!target || sameSection) return;
    setSaving(true);
    try {
      await onSubmit(target);
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
              {sortByPosition(section.lessons).map((candidate) => (
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
