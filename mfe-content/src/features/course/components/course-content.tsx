import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { accessSubject, canWriteCourses, type Course, useNavigate, useSession, useTranslation } from '@school/shared';
import type { Lesson, Section } from '@school/shared/contracts';
import { BusyText, Button, MutedText, Spinner, StatePanel } from '@school/shared/ui';
import { PlusIcon } from '../../../components/icons';
import { moveItem } from '../../../lib/order';
import { lessonsApi, sectionsApi } from '../api/structure-api';
import { useCollapsedSections } from '../hooks/use-collapsed-sections';
import { type StructureWrite, useCourseWrites } from '../hooks/use-course-writes';
import { CourseHeader } from './course-header';
import { type CourseModal, CourseModals } from './course-modals';
import type { LessonAction } from './lesson-list';
import { type SectionAction, SectionList } from './section-list';

export interface CourseContentProps {
  course: Course;
  /** In position order, each section's lessons too. */
  sections: Section[];
  /** True while the sections are read again after a write. */
  updating: boolean;
}

/** The loaded course page: header, sections with their lessons, and the writer's tools. */
export function CourseContent({ course, sections, updating }: CourseContentProps) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const courseId = course.id;
  const session = useSession();
  const writes = useCourseWrites(courseId);
  const { isExpanded, setExpanded } = useCollapsedSections(courseId);
  const [modal, setModal] = useState<CourseModal>(null);
  const sectionsHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusIfLost = useRef(false);
  const writer = canWriteCourses(accessSubject(session));
  // Libraries are read-only for everyone (docs/decisions/content-course-permissions.md).
  const canWrite = writer && course.type === 'own';

  // What had focus may be gone after a write (a deleted section or lesson): rather than leave it
  // on the body, the Sections heading is the next sensible place. Checked once the sections read
  // again are on screen, not when the write's answer arrives.
  useEffect(() => {
    if (!focusIfLost.current) return;
    focusIfLost.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) sectionsHeadingRef.current?.focus({ preventScroll: true });
  }, [sections]);

  /** One write with its toasts and re-read; closes the dialog; rejects so a dialog can show the failure. */
  async function write(change: StructureWrite, { closeModal = true } = {}) {
    await writes.structure.mutateAsync(change);
    focusIfLost.current = true;
    if (closeModal) setModal(null);
  }

  function onSectionAction(action: SectionAction, section: Section) {
    if (action === 'duplicate') write({ subject: 'section', event: 'duplicate', call: () => sectionsApi.duplicate(courseId, section.id) }, { closeModal: false }).catch(() => undefined);
    else if (action === 'addLesson') {
      setExpanded(section.id, true);
      setModal({ kind: 'createLesson', section });
    } else setModal({ kind: 'section', action, section });
  }

  function onLessonAction(action: LessonAction, lesson: Lesson, section: Section) {
    if (action === 'duplicate') write({ subject: 'lesson', event: 'duplicate', call: () => lessonsApi.duplicate(courseId, section.id, lesson.id) }, { closeModal: false }).catch(() => undefined);
    else setModal({ kind: 'lesson', action, lesson, section });
  }

  const copying = writes.copyToMine.isPending;
  const headerActions =
    course.type !== 'own' && writer ? (
      <Button
        type="button"
        $variant="primary"
        onClick={() => writes.copyToMine.mutate(course, { onSuccess: (copy) => navigate(`/courses/${copy.id}`) })}
        disabled={copying}
        aria-busy={copying}
      >
        {copying ? <Spinner /> : <PlusIcon />}
        {t('course.copyToMine')}
      </Button>
    ) : canWrite ? (
      <Button type="button" $variant="primary" onClick={() => setModal({ kind: 'createSection' })}>
        <PlusIcon />
        {t('course.sections.add')}
      </Button>
    ) : undefined;

  return (
    <>
      <CourseHeader course={course} actions={headerActions} />
      {/* How to change a library course is staff's business; a student only reads it (issue 20). */}
      {course.type !== 'own' && writer && <MutedText>{t('course.libraryNote')}</MutedText>}
      <SectionsBar>
        <SectionsTitle ref={sectionsHeadingRef} tabIndex={-1}>
          {t('course.sections.title')}
        </SectionsTitle>
        {/* A re-read after a write: a quiet note, never a spinner over the page (spec 02 §4 without the jump). */}
        <BusyText role="status">
          {updating && (
            <>
              <Spinner />
              {t('course.updating')}
            </>
          )}
        </BusyText>
      </SectionsBar>
      {sections.length === 0 ? (
        <StatePanel>
          <p>{canWrite ? t('course.sections.emptyWriter') : t('course.sections.empty')}</p>
          {canWrite && (
            <Button type="button" onClick={() => setModal({ kind: 'createSection' })}>
              <PlusIcon />
              {t('course.sections.addFirst')}
            </Button>
          )}
        </StatePanel>
      ) : (
        <SectionList
          courseId={courseId}
          sections={sections}
          canWrite={canWrite}
          isExpanded={isExpanded}
          setExpanded={setExpanded}
          onSectionAction={onSectionAction}
          onLessonAction={onLessonAction}
          onReorderSections={(from, to) => writes.reorderSections.mutate(moveItem(sections, from, to))}
          onReorderLessons={(section, from, to) => writes.reorderLessons.mutate({ section, lessons: moveItem(section.lessons, from, to) })}
        />
      )}
      {canWrite && (
        <CourseModals
          modal={modal}
          courseId={courseId}
          sections={sections}
          write={(change) => write(change)}
          onClose={() => setModal(null)}
          expand={(sectionId) => setExpanded(sectionId, true)}
        />
      )}
    </>
  );
}

const SectionsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  min-block-size: 32px;
`;

const SectionsTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;
