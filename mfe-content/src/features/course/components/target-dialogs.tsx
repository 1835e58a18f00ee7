import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { errorMessage, useTranslation } from '@school/shared';
import { Alert, FormDialog, SelectField, Spinner, useForm } from '@school/shared/ui';
import { skipToken, useQuery } from '@school/shared/query';
import type { Lesson, Section } from '@school/shared/contracts';
import { contentQueries } from '../../../api/content-queries';
import { sortByPosition } from '../../../lib/order';
import { Question } from './dialog-parts';

const chosen = () => z.string().check(z.minLength(1, { error: 'validation.required' }));

interface ShellProps {
  title: string;
  busy: boolean;
  error: string | null;
  submitLabel: string;
  canSubmit: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The frame every "where to" dialog shares: the choices, a failure, cancel and confirm. */
function TargetShell({ submitLabel, ...props }: ShellProps) {
  const { t } = useTranslation('content');
  return <FormDialog {...props} submitLabel={submitLabel} busyLabel={t('course.dialog.working')} />;
}

function Loading({ label }: { label: string }) {
  return (
    <Question role="status">
      <Spinner /> {label}
    </Question>
  );
}

/** Runs the chosen action; a failure stays in the dialog (and the caller's toast). */
function useSubmitError(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  async function attempt(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, fallback));
    }
  }
  return { error, attempt };
}

/** One choice per course or section, by its name. */
function NamedOptions({ items }: { items: readonly { id: string; name: string }[] }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

/** Position choices: before each item, or at the end. Shown 1-based, sent 0-based. */
function PositionOptions({ items }: { items: readonly { name: string }[] }) {
  const { t } = useTranslation('content');
  return (
    <>
      {items.map((item, index) => (
        <option key={index} value={String(index)}>
          {t('course.target.positionBefore', { position: index + 1, name: item.name })}
        </option>
      ))}
      <option value={String(items.length)}>{t('course.target.positionEnd', { position: items.length + 1 })}</option>
    </>
  );
}

export interface CopySectionDialogProps {
  section: Section;
  currentCourseId: string;
  onClose: () => void;
  /** Copies into the chosen course; rejects on failure. */
  onCopy: (targetCourseId: string, targetName: string) => Promise<void>;
}

const courseTargetSchema = z.object({ courseId: chosen() });

/** Copy a section into another of the writer's own courses. */
export function CopySectionDialog({ section, currentCourseId, onClose, onCopy }: CopySectionDialogProps) {
  const { t } = useTranslation('content');
  const courses = useQuery(contentQueries.ownCourses());
  const others = useMemo(() => (courses.data ?? []).filter((course) => course.id !== currentCourseId), [courses.data, currentCourseId]);
  const form = useForm({ schema: courseTargetSchema, initialValues: { courseId: '' }, fields: ['courseId'] as const });
  const { error, attempt } = useSubmitError(t('course.toast.section.copyError'));
  const onSubmit = form.handleSubmit(({ courseId }) =>
    attempt(() => onCopy(courseId, others.find((course) => course.id === courseId)?.name ?? '')),
  );

  let body: ReactNode;
  if (courses.isPending) body = <Loading label={t('course.target.loadingCourses')} />;
  else if (courses.error) body = <Alert tone="error">{errorMessage(courses.error, t('course.target.coursesError'))}</Alert>;
  else if (others.length === 0) body = <Question>{t('course.target.noOtherCourses')}</Question>;
  else
    body = (
      <SelectField {...form.field('courseId')} label={t('course.target.course')} data-autofocus aria-required="true" disabled={form.submitting}>
        <option value="">{t('course.target.choose')}</option>
        <NamedOptions items={others} />
      </SelectField>
    );

  return (
    <TargetShell
      title={t('course.target.copySectionTitle', { name: section.name })}
      busy={form.submitting}
      error={error}
      submitLabel={t('course.target.copy')}
      canSubmit={others.length > 0}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {body}
    </TargetShell>
  );
}

export interface MoveSectionDialogProps {
  section: Section;
  sections: readonly Section[];
  onClose: () => void;
  onMove: (position: number) => Promise<void>;
}

const positionSchema = z.object({ position: chosen() });

/** Move a section to a chosen place in its course (the keyboard-free alternative to dragging far). */
export function MoveSectionDialog({ section, sections, onClose, onMove }: MoveSectionDialogProps) {
  const { t } = useTranslation('content');
  const others = sections.filter((item) => item.id !== section.id);
  const current = String(sections.findIndex((item) => item.id === section.id));
  const form = useForm({ schema: positionSchema, initialValues: { position: current }, fields: ['position'] as const });
  const { error, attempt } = useSubmitError(t('course.toast.section.moveError'));
  const onSubmit = form.handleSubmit(({ position }) => attempt(() => onMove(Number(position))));
  return (
    <TargetShell
      title={t('course.target.moveSectionTitle', { name: section.name })}
      busy={form.submitting}
      error={error}
      submitLabel={t('course.target.move')}
      canSubmit
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <SelectField {...form.field('position')} label={t('course.target.position')} data-autofocus disabled={form.submitting}>
        <PositionOptions items={others} />
      </SelectField>
    </TargetShell>
  );
}

export interface LessonTarget {
  courseId: string;
  sectionId: string;
  /** 0-based place in the target section. */
  position: number;
}

const lessonCopySchema = z.object({ courseId: chosen(), sectionId: chosen() });

export interface CopyLessonDialogProps {
  lesson: Lesson;
  courseId: string;
  /** The open course's sections, so copying within it needs no request. */
  sections: readonly Section[];
  onClose: () => void;
  onCopy: (target: { courseId: string; sectionId: string }) => Promise<void>;
}

/** Copy a lesson into a section of this or another own course. */
export function CopyLessonDialog({ lesson, courseId, sections, onClose, onCopy }: CopyLessonDialogProps) {
  const { t } = useTranslation('content');
  const courses = useQuery(contentQueries.ownCourses());
  const form = useForm({ schema: lessonCopySchema, initialValues: { courseId, sectionId: lesson.sectionId }, fields: ['courseId', 'sectionId'] as const });
  const targetCourse = form.values.courseId;
  const elsewhere = targetCourse !== '' && targetCourse !== courseId;
  const targetQuery = contentQueries.sections(targetCourse);
  const remote = useQuery({ ...targetQuery, queryFn: elsewhere ? targetQuery.queryFn : skipToken });
  const targetSections = elsewhere ? (remote.data ?? []) : sections;
  const { error, attempt } = useSubmitError(t('course.toast.lesson.copyError'));
  const onSubmit = form.handleSubmit((target) => attempt(() => onCopy(target)));
  const courseField = form.field('courseId');

  return (
    <TargetShell
      title={t('course.target.copyLessonTitle', { name: lesson.name })}
      busy={form.submitting}
      error={error}
      submitLabel={t('course.target.copy')}
      canSubmit={targetSections.length > 0}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {courses.error ? (
        <Alert tone="error">{errorMessage(courses.error, t('course.target.coursesError'))}</Alert>
      ) : (
        <SelectField
          {...courseField}
          onChange={(event) => {
            courseField.onChange(event);
            // Another course has other sections: the choice starts again.
            form.setValue('sectionId', event.target.value === courseId ? lesson.sectionId : '');
          }}
          label={t('course.target.course')}
          data-autofocus
          aria-required="true"
          disabled={form.submitting || courses.isPending}
        >
          <NamedOptions items={courses.data ?? []} />
          {courses.isPending && <option value={courseId}>{t('course.target.loadingCourses')}</option>}
        </SelectField>
      )}
      {elsewhere && remote.isPending ? (
        <Loading label={t('course.target.loadingSections')} />
      ) : elsewhere && remote.error ? (
        <Alert tone="error">{errorMessage(remote.error, t('course.target.sectionsError'))}</Alert>
      ) : targetSections.length === 0 ? (
        <Question>{t('course.target.noSections')}</Question>
      ) : (
        <SelectField {...form.field('sectionId')} label={t('course.target.section')} aria-required="true" disabled={form.submitting}>
          <option value="">{t('course.target.choose')}</option>
          <NamedOptions items={targetSections} />
        </SelectField>
      )}
    </TargetShell>
  );
}

const lessonMoveSchema = z.object({ sectionId: chosen(), position: chosen() });

export interface MoveLessonDialogProps {
  lesson: Lesson;
  sections: readonly Section[];
  onClose: () => void;
  onMove: (target: { sectionId: string; position: number }) => Promise<void>;
}

/** Move a lesson to a section of this course, at a chosen place (spec 02 §4, curriculum). */
export function MoveLessonDialog({ lesson, sections, onClose, onMove }: MoveLessonDialogProps) {
  const { t } = useTranslation('content');
  const home = sections.find((section) => section.id === lesson.sectionId);
  const start = String(home?.lessons.findIndex((item) => item.id === lesson.id) ?? 0);
  const form = useForm({ schema: lessonMoveSchema, initialValues: { sectionId: lesson.sectionId, position: start }, fields: ['sectionId', 'position'] as const });
  const target = sections.find((section) => section.id === form.values.sectionId);
  const others = sortByPosition(target?.lessons ?? []).filter((item) => item.id !== lesson.id);
  const { error, attempt } = useSubmitError(t('course.toast.lesson.moveError'));
  const onSubmit = form.handleSubmit(({ sectionId, position }) => attempt(() => onMove({ sectionId, position: Number(position) })));
  const sectionField = form.field('sectionId');

  return (
    <TargetShell
      title={t('course.target.moveLessonTitle', { name: lesson.name })}
      busy={form.submitting}
      error={error}
      submitLabel={t('course.target.move')}
      canSubmit
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      <SelectField
        {...sectionField}
        onChange={(event) => {
          sectionField.onChange(event);
          const next = sections.find((section) => section.id === event.target.value);
          // Into another section: at its start unless told otherwise; back home: where it was.
          form.setValue('position', event.target.value === lesson.sectionId ? start : next ? '0' : '');
        }}
        label={t('course.target.section')}
        data-autofocus
        aria-required="true"
        disabled={form.submitting}
      >
        <NamedOptions items={sections} />
      </SelectField>
      <SelectField {...form.field('position')} label={t('course.target.position')} aria-required="true" disabled={form.submitting}>
        <PositionOptions items={others} />
      </SelectField>
    </TargetShell>
  );
}
