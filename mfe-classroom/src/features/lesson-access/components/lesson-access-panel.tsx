import { useState } from 'react';
import { Link, useTranslation } from '@school/shared';
import { courseReads, useQuery, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog, MutedText } from '@school/shared/ui';
import styled from 'styled-components';
import { accessQueries, accessWrites, type AccessTarget } from '../api/lesson-access-api';
import { classKeys } from '@school/shared/query';

interface Pending {
  target: AccessTarget;
  grant: boolean;
}

export interface LessonAccessPanelProps {
  classId: string;
  /** The course of the lesson shown: its other lessons are what can be opened. */
  courseId: string;
  /** The class's current lesson (always open to its students), if any. */
  currentLessonId: string | null;
  /** The lesson shown and its selected section, when it is not the current lesson: that section can be opened alone. */
  shownSection: { lessonId: string; id: string; name: string } | null;
  studentCount: number;
}

/**
 * The teacher's side of lesson access (spec 02 §3, §4, §8): every lesson of the course with
 * whether it is open to the class, a confirmation before opening or closing one for every
 * student at once, and the same for the section shown of a lesson other than the current one.
 */
export function LessonAccessPanel({ classId, courseId, currentLessonId, shownSection, studentCount }: LessonAccessPanelProps) {
  const { t } = useTranslation('classroom');
  const sections = useQuery(courseReads.sections(courseId));
  const open = useQuery(accessQueries.open(classId));
  const status = useQuery({ ...accessQueries.status(classId, shownSection?.lessonId ?? '', shownSection?.id ?? null), enabled: !!shownSection });
  const [pending, setPending] = useState<Pending | null>(null);

  const change = useWrite<unknown, Pending>({
    write: ({ target, grant }) => (grant ? accessWrites.grant(classId, target) : accessWrites.revoke(classId, target)),
    success: (_result, { grant }) => (grant ? t('access.granted') : t('access.revoked')),
    failure: ({ grant }) => (grant ? t('access.grantError') : t('access.revokeError')),
    invalidates: [classKeys.detail(classId)],
    onSuccess: () => setPending(null),
  });

  const openLessons = new Map((open.data ?? []).map((item) => [item.lessonId, item]));
  const lessons = (sections.data ?? []).flatMap((section) => section.lessons ?? []);

  return (
    <section aria-labelledby="class-access-heading">
      <h2 id="class-access-heading">{t('access.title')}</h2>
      <MutedText>{t('access.hint')}</MutedText>
      {studentCount === 0 && <MutedText>{t('access.noStudents')}</MutedText>}
      {(sections.error || open.error) && <p role="alert">{t('access.loadError')}</p>}
      {!sections.data && !sections.error && <p role="status">{t('access.loading')}</p>}
      <Lessons aria-label={t('access.lessonsLabel')}>
        {lessons.map((lesson) => {
          const current = lesson.id === currentLessonId;
          const granted = openLessons.get(lesson.id);
          const state = current ? t('access.current') : granted?.whole ? t('access.open') : granted ? t('access.sectionsOpen') : t('access.closed');
          return (
            <li key={lesson.id} data-lesson-access={current ? 'current' : granted?.whole ? 'open' : 'closed'}>
              <Link to={`/classes/${classId}?lessonId=${lesson.id}`} dir="auto">
                {lesson.name}
              </Link>
              <MutedText>{state}</MutedText>
              {!current && (
                <Button
                  type="button"
                  $variant={granted?.whole ? 'ghost' : undefined}
                  aria-label={t(granted?.whole ? 'access.revokeLesson' : 'access.grantLesson', { name: lesson.name })}
                  onClick={() => setPending({ target: { kind: 'lesson', id: lesson.id, name: lesson.name }, grant: !granted?.whole })}
                >
                  {granted?.whole ? t('access.revoke') : t('access.grant')}
                </Button>
              )}
            </li>
          );
        })}
      </Lessons>
      {shownSection && (
        <SectionAccess>
          <MutedText role="status">
            {status.data ? t(status.data.sectionAccess ? 'access.sectionOpen' : 'access.sectionClosed', { name: shownSection.name }) : status.error ? t('access.statusError') : t('access.loading')}
          </MutedText>
          {status.data && !status.data.lessonAccess && (
            <Button
              type="button"
              onClick={() => setPending({ target: { kind: 'section', id: shownSection.id, name: shownSection.name }, grant: !status.data.sectionAccess })}
            >
              {t(status.data.sectionAccess ? 'access.revokeSection' : 'access.grantSection', { name: shownSection.name })}
            </Button>
          )}
        </SectionAccess>
      )}
      {pending && (
        <ConfirmDialog
          title={pending.grant ? t('access.grantTitle') : t('access.revokeTitle')}
          question={t(pending.grant ? 'access.grantQuestion' : 'access.revokeQuestion', { name: pending.target.name, count: studentCount })}
          confirmLabel={pending.grant ? t('access.grantTitle') : t('access.revokeTitle')}
          onClose={() => setPending(null)}
          onConfirm={() => change.mutateAsync(pending)}
        />
      )}
    </section>
  );
}

const Lessons = styled.ul`
  display: grid;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
  }
`;

const SectionAccess = styled.div`
  display: grid;
  gap: 8px;
  margin-block-start: 12px;
`;
