import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { accessSubject, canWriteCourses, errorMessage, Link, toast, useNavigate, useParams, useSession, useTranslation } from '@school/shared';
import { BusyText, Button, ConfirmDialog, media, MutedText, Spinner, StatePanel, StatePanelActions } from '@school/shared/ui';
import { PlusIcon } from '../../../components/icons';
import { moveItem, reorderItems } from '../../../lib/order';
import { courseApi, lessonsApi, sectionsApi } from '../api/structure-api';
import type { Lesson, Section, SectionInput } from '@school/shared/contracts';
import { CourseHeader } from '../components/CourseHeader';
import type { LessonAction } from '../components/LessonList';
import { type SectionAction, SectionList } from '../components/SectionList';
import { StructureFormDialog } from '../components/StructureFormDialog';
import { CopyLessonDialog, CopySectionDialog, MoveLessonDialog, MoveSectionDialog } from '../components/TargetDialogs';
import { useCollapsedSections } from '../hooks/use-collapsed-sections';
import { useCourseStructure } from '../hooks/use-course-structure';

type Modal =
  | { kind: 'createSection' }
  | { kind: 'section'; action: Exclude<SectionAction, 'duplicate' | 'addLesson'>; section: Section }
  | { kind: 'createLesson'; section: Section }
  | { kind: 'lesson'; action: Exclude<LessonAction, 'duplicate'>; lesson: Lesson; section: Section }
  | null;

/** Which write a toast is about: `course.toast.<subject>.<event>` in the locales. */
type Subject = 'section' | 'lesson';
type Event = 'create' | 'update' | 'delete' | 'duplicate' | 'copy' | 'move';
const SUCCESS: Record<Event, string> = { create: 'created', update: 'updated', delete: 'deleted', duplicate: 'duplicated', copy: 'copied', move: 'moved' };

/** `/courses/:id`: the course with its sections and their lessons (spec 02 §2, §4, §7). */
export function CoursePage() {
  const { id: courseId = '' } = useParams();
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const structure = useCourseStructure(courseId);
  const { isExpanded, setExpanded } = useCollapsedSections(courseId);
  const [modal, setModal] = useState<Modal>(null);
  const [copying, setCopying] = useState(false);
  const sectionsHeadingRef = useRef<HTMLHeadingElement>(null);
  const pageRef = useRef<HTMLElement>(null);
  const focusIfLost = useRef(false);
  const writer = canWriteCourses(accessSubject(useSession()));
  const { course, sections } = structure;
  // Libraries are read-only for everyone (docs/decisions/content-course-permissions.md).
  const canWrite = writer && course?.type === 'own';

  // A new course (after "copy to my courses") starts at its title, not where the last one was.
  useEffect(() => {
    if (course?.id === courseId) pageRef.current?.querySelector<HTMLElement>('[data-course-title]')?.focus({ preventScroll: true });
  }, [course?.id, courseId]);

  /** Reloads the sections after a write; the page stays as it is meanwhile (no spinner, no jump). */
  async function refresh() {
    focusIfLost.current = true;
    try {
      await structure.reloadSections();
    } catch (error) {
      focusIfLost.current = false;
      toast.error(errorMessage(error, t('course.loadError')));
    }
  }

  // What had focus may be gone after a reload (a deleted section or lesson): rather than leave
  // it on the body, the Sections heading is the next sensible place. Checked once the new
  // sections are on screen, not when the answer arrives.
  useEffect(() => {
    if (!focusIfLost.current) return;
    focusIfLost.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) sectionsHeadingRef.current?.focus({ preventScroll: true });
  }, [sections]);

  /** Runs one write with its toasts and the reload the spec asks for; rethrows so a dialog can show the failure. */
  async function write(subject: Subject, event: Event, call: () => Promise<unknown>, options: { closeModal?: boolean } = {}) {
    try {
      await call();
    } catch (error) {
      toast.error(errorMessage(error, t(`course.toast.${subject}.${event}Error`)));
      throw error;
    }
    toast.success(t(`course.toast.${subject}.${SUCCESS[event]}`));
    if (options.closeModal !== false) setModal(null);
    await refresh();
  }

  /** Writes started from a menu (no dialog to keep the failure in). */
  function writeQuietly(subject: Subject, event: Event, call: () => Promise<unknown>) {
    write(subject, event, call, { closeModal: false }).catch(() => undefined);
  }

  async function reorderSections(from: number, to: number) {
    // Optimistic (spec 02 §4): shown at once, renumbered and re-sorted, then saved; on failure
    // reloaded so the screen shows what the server kept (as the course list does).
    const next = moveItem(sections ?? [], from, to);
    structure.setSections(() => next);
    try {
      await sectionsApi.reorder(courseId, reorderItems(next));
    } catch (error) {
      toast.error(errorMessage(error, t('course.reorder.sectionsError')));
      await refresh();
    }
  }

  async function reorderLessons(section: Section, from: number, to: number) {
    const lessons = moveItem(section.lessons, from, to);
    structure.setSections((current) => current.map((item) => (item.id === section.id ? { ...item, lessons } : item)));
    try {
      await lessonsApi.reorder(courseId, section.id, reorderItems(lessons));
    } catch (error) {
      toast.error(errorMessage(error, t('course.reorder.lessonsError')));
      await refresh();
    }
  }

  function onSectionAction(action: SectionAction, section: Section) {
    if (action === 'duplicate') writeQuietly('section', 'duplicate', () => sectionsApi.duplicate(courseId, section.id));
    else if (action === 'addLesson') {
      setExpanded(section.id, true);
      setModal({ kind: 'createLesson', section });
    } else setModal({ kind: 'section', action, section });
  }

  function onLessonAction(action: LessonAction, lesson: Lesson, section: Section) {
    if (action === 'duplicate') writeQuietly('lesson', 'duplicate', () => lessonsApi.duplicate(courseId, section.id, lesson.id));
    else setModal({ kind: 'lesson', action, lesson, section });
  }

  async function copyToMyCourses() {
    if (!course) return;
    setCopying(true);
    try {
      const copy = await courseApi.duplicate(course.id);
      toast.success(t('course.toast.courseCopied', { name: copy.name }));
      navigate(`/courses/${copy.id}`);
    } catch (error) {
      toast.error(errorMessage(error, t('course.toast.courseCopyError')));
    } finally {
      setCopying(false);
    }
  }

  if (structure.error && !course) {
    return (
      <Page ref={pageRef}>
        <StatePanel role="alert">
          <p>{errorMessage(structure.error, t('course.loadError'))}</p>
          <StatePanelActions>
            <Button type="button" onClick={() => void structure.reload()}>
              {t('course.retry')}
            </Button>
            <Link to="/courses/own">{t('course.back.own')}</Link>
          </StatePanelActions>
        </StatePanel>
      </Page>
    );
  }

  if (!course || !sections) {
    return (
      <Page ref={pageRef}>
        <StatePanel role="status">
          <Spinner $size={40} />
          <p>{t('course.loading')}</p>
        </StatePanel>
      </Page>
    );
  }

  const headerActions =
    course.type !== 'own' && writer ? (
      <Button type="button" $variant="primary" onClick={() => void copyToMyCourses()} disabled={copying} aria-busy={copying}>
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
    <Page ref={pageRef}>
      <CourseHeader course={course} actions={headerActions} />
      {course.type !== 'own' && <MutedText>{t('course.libraryNote')}</MutedText>}
      <SectionsBar>
        <SectionsTitle ref={sectionsHeadingRef} tabIndex={-1}>
          {t('course.sections.title')}
        </SectionsTitle>
        {/* A reload after a write: a quiet note, never a spinner over the page (spec 02 §4 without the jump). */}
        <BusyText role="status">
          {structure.loading && (
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
          onReorderSections={(from, to) => void reorderSections(from, to)}
          onReorderLessons={(section, from, to) => void reorderLessons(section, from, to)}
        />
      )}
      {canWrite && renderModal()}
    </Page>
  );

  function renderModal() {
    if (!modal) return null;
    const close = () => setModal(null);
    if (modal.kind === 'createSection') {
      return (
        <StructureFormDialog
          kind="section"
          onClose={close}
          fallbackError={t('course.toast.section.createError')}
          onSave={(input: SectionInput) => write('section', 'create', () => sectionsApi.create(courseId, input))}
        />
      );
    }
    if (modal.kind === 'createLesson') {
      return (
        <StructureFormDialog
          kind="lesson"
          onClose={close}
          fallbackError={t('course.toast.lesson.createError')}
          onSave={(input) => write('lesson', 'create', () => lessonsApi.create(courseId, modal.section.id, input))}
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
              onClose={close}
              fallbackError={t('course.toast.section.updateError')}
              onSave={(input) => write('section', 'update', () => sectionsApi.update(courseId, section.id, input))}
            />
          );
        case 'delete':
          return (
            <ConfirmDialog
              title={t('course.delete.sectionTitle')}
              question={t('course.delete.sectionQuestion', { name: section.name })}
              confirmLabel={t('course.delete.confirm')}
              cancelLabel={t('course.dialog.cancel')}
              onClose={close}
              onConfirm={() =>
                write('section', 'delete', () => sectionsApi.remove(courseId, section.id)).then(
                  () => true,
                  () => false,
                )
              }
            />
          );
        case 'copy':
          return (
            <CopySectionDialog
              section={section}
              currentCourseId={courseId}
              onClose={close}
              onCopy={(target) => write('section', 'copy', () => sectionsApi.copy(courseId, section.id, target))}
            />
          );
        case 'move':
          return (
            <MoveSectionDialog
              section={section}
              sections={sections ?? []}
              onClose={close}
              onMove={(position) => write('section', 'move', () => sectionsApi.move(courseId, section.id, position))}
            />
          );
      }
    }
    if (modal.kind === 'lesson') {
      const { lesson, section } = modal;
      switch (modal.action) {
        case 'edit':
          return (
            <StructureFormDialog
              kind="lesson"
              initial={lesson}
              onClose={close}
              fallbackError={t('course.toast.lesson.updateError')}
              onSave={(input) => write('lesson', 'update', () => lessonsApi.update(courseId, section.id, lesson.id, input))}
            />
          );
        case 'delete':
          return (
            <ConfirmDialog
              title={t('course.delete.lessonTitle')}
              question={t('course.delete.lessonQuestion', { name: lesson.name })}
              confirmLabel={t('course.delete.confirm')}
              cancelLabel={t('course.dialog.cancel')}
              onClose={close}
              onConfirm={() =>
                write('lesson', 'delete', () => lessonsApi.remove(courseId, section.id, lesson.id)).then(
                  () => true,
                  () => false,
                )
              }
            />
          );
        case 'copy':
          return (
            <CopyLessonDialog
              lesson={lesson}
              courseId={courseId}
              sections={sections ?? []}
              onClose={close}
              onCopy={(target) => write('lesson', 'copy', () => lessonsApi.copy(courseId, section.id, lesson.id, target))}
            />
          );
        case 'move':
          return (
            <MoveLessonDialog
              lesson={lesson}
              sections={sections ?? []}
              onClose={close}
              onMove={(target) => {
                // The lesson should be seen where it lands.
                setExpanded(target.sectionId, true);
                return write('lesson', 'move', () => lessonsApi.move(courseId, section.id, lesson.id, target));
              }}
            />
          );
      }
    }
    return null;
  }
}

// The container is gutterless (spec 02 §2): the page keeps its own breathing room.
const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 16px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.text};
  ${media.phone} {
    padding: 12px;
  }
`;

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
