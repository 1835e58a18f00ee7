import { useMemo, useRef, useState } from 'react';
import { isShownToStudent, studentCopies, toStudentCopy, type Exercise, type ExerciseInput, type ImplementedType, type StudentExercise } from '@school/exercises';
import { Link, accessSubject, canWriteCourses, errorMessage, toast, useParams, useSession, useTranslation } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import { Button, media, MutedText, PageTitle, Spinner, StatePanel } from '@school/shared/ui';
import styled from 'styled-components';
import { PlusIcon } from '../../../components/icons';
import { lessonApi } from '../api/lesson-api';
import { moveItem, reorderItems } from '../../../lib/order';
import { moveLessonSection } from '../api/order';
import { LessonNotFound, useLesson } from '../api/use-lesson';
import { useExerciseNamespaces } from '../hooks/useExerciseNamespaces';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { CopyMoveDialog } from '../components/CopyMoveDialog';
import type { ExerciseAction } from '../components/ExerciseCard';
import { ExerciseEditor } from '../components/ExerciseEditor';
import { ExerciseList } from '../components/ExerciseList';
import { LessonSectionsPanel } from '../components/LessonSectionsPanel';
import { SidePanel } from '../components/SidePanel';
import { TypePickerDialog } from '../components/TypePickerDialog';

type Modal =
  | { kind: 'pick' }
  | { kind: 'deleteSection'; section: LessonSection; name: string }
  | { kind: 'deleteExercise'; exercise: StudentExercise; name: string }
  | { kind: 'copy' | 'move'; exercise: StudentExercise; name: string }
  | null;

type Editing = { type: ImplementedType; exercise?: Exercise } | null;

/**
 * `/courses/:id/lessons/:lessonId`: the lesson's sections in the start panel, the selected
 * section's exercises in the middle. Writers (the course writer rule, own courses only) build
 * it; everyone else sees the exercises as a student gets them.
 */
export function LessonPage() {
  const { t } = useTranslation('content');
  const { id: courseId = '', lessonId = '' } = useParams();
  const session = useSession();
  const lesson = useLesson(courseId, lessonId);
  const namespaces = useExerciseNamespaces();
  const [modal, setModal] = useState<Modal>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [sectionsBusy, setSectionsBusy] = useState(false);
  // "Preview as student": the lesson exactly as a student gets it, without any writer tool.
  const [previewing, setPreviewing] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const previewButtonRef = useRef<HTMLButtonElement>(null);

  const frame = lesson.frame;
  const address = frame?.address ?? null;
  // Library courses are read-only for everyone: their one action lives on the course page.
  const studentView = session.user?.role === 'member';
  const canWrite = canWriteCourses(accessSubject(session)) && frame?.course.type === 'own' && !previewing;
  // Staff get the full exercise and the player is given the student copy built from it here;
  // a student's browser only ever got the copy. Previewing as a student, staff get exactly the
  // copies a student would (studentCopies: hidden notes left out) with the same players.
  const exercises = lesson.exercises;
  const copies = useMemo<StudentExercise[] | null>(() => {
    if (!exercises) return null;
    if (studentView) return exercises as StudentExercise[];
    const full = exercises as Exercise[];
    return previewing ? studentCopies(full) : full.map(toStudentCopy);
  }, [exercises, studentView, previewing]);
  const hiddenIds = useMemo(
    () => new Set(studentView || !exercises ? [] : (exercises as Exercise[]).filter((exercise) => !isShownToStudent(exercise)).map((exercise) => exercise.id)),
    [exercises, studentView],
  );

  function togglePreview() {
    setEditing(null);
    setModal(null);
    setPreviewing((now) => !now);
    // The button changes its words in place; focus stays on it.
    requestAnimationFrame(() => previewButtonRef.current?.focus());
  }
  const fullOf = (id: string) => exercises?.find((exercise) => exercise.id === id) as Exercise | undefined;

  const sections = lesson.lessonSections ?? [];
  const selected = sections.find((section) => section.id === lesson.selectedId) ?? null;
  const sectionName = (section: LessonSection) =>
    section.isHomework ? t('lesson.sections.homework') : t('lesson.sections.item', { number: sections.filter((candidate) => !candidate.isHomework).indexOf(section) + 1 });

  /** Runs a change, toasts its outcome and reloads what it touched, keeping what is shown meanwhile. */
  async function change(run: () => Promise<unknown>, messages: { success: string; error: string }, reload: () => Promise<void>): Promise<boolean> {
    let ok = true;
    try {
      await run();
      toast.success(t(messages.success));
    } catch (error) {
      ok = false;
      toast.error(errorMessage(error, t(messages.error)));
    }
    await reload();
    return ok;
  }

  async function createSection(isHomework: boolean) {
    if (!address) return;
    setSectionsBusy(true);
    try {
      const created = await lessonApi.createLessonSection(address, isHomework);
      toast.success(t(isHomework ? 'lesson.toast.homeworkCreated' : 'lesson.toast.sectionCreated'));
      await lesson.reloadSections();
      lesson.select(created.id);
    } catch (error) {
      toast.error(errorMessage(error, t('lesson.toast.sectionCreateError')));
    } finally {
      setSectionsBusy(false);
    }
  }

  async function moveSection(from: number, to: number) {
    if (!address) return;
    // Optimistic (spec 02 §4): the new order shows at once, sorted by position, homework last.
    const next = moveLessonSection(sections, from, to);
    lesson.setLessonSections(() => next);
    try {
      await lessonApi.reorderLessonSections(address, reorderItems(next));
    } catch (error) {
      toast.error(errorMessage(error, t('lesson.toast.reorderError')));
      await lesson.reloadSections();
    }
  }

  async function moveExercise(from: number, to: number) {
    if (!address || !exercises || !lesson.selectedId) return;
    const next = moveItem(exercises, from, to);
    lesson.setExercises(() => next);
    try {
      await lessonApi.reorderExercises(address, lesson.selectedId, reorderItems(next));
    } catch (error) {
      toast.error(errorMessage(error, t('lesson.toast.reorderError')));
      await lesson.reloadExercises();
    }
  }

  async function save(input: ExerciseInput) {
    if (!address || !editing || !lesson.selectedId) return;
    const editedId = editing.exercise?.id;
    try {
      if (editedId) await lessonApi.updateExercise(address, lesson.selectedId, editedId, input);
      else await lessonApi.createExercise(address, lesson.selectedId, input);
    } catch (error) {
      toast.error(errorMessage(error, t(editedId ? 'lesson.toast.updateError' : 'lesson.toast.createError')));
      // The editor shows the server's field errors and stays open.
      throw error;
    }
    toast.success(t(editedId ? 'lesson.toast.updated' : 'lesson.toast.created'));
    await lesson.reloadExercises();
    setEditing(null);
    // Back where the user was: the edited exercise, or the button that adds the next one.
    requestAnimationFrame(() => {
      const card = editedId ? document.querySelector<HTMLElement>(`[data-exercise="${editedId}"] button[aria-haspopup]`) : null;
      (card ?? addButtonRef.current)?.focus();
    });
  }

  function onAction(exercise: StudentExercise, action: ExerciseAction) {
    const name = exercise.title || t(`lesson.types.${exercise.type}`);
    if (action === 'edit') {
      const full = fullOf(exercise.id);
      if (full) setEditing({ type: full.type, exercise: full });
    } else if (action === 'duplicate') {
      if (!address || !lesson.selectedId) return;
      const sectionId = lesson.selectedId;
      void change(() => lessonApi.duplicateExercise(address, sectionId, exercise.id), { success: 'lesson.toast.duplicated', error: 'lesson.toast.duplicateError' }, lesson.reloadExercises);
    } else if (action === 'delete') {
      setModal({ kind: 'deleteExercise', exercise, name });
    } else {
      setModal({ kind: action, exercise, name });
    }
  }

  if (lesson.frameError || namespaces.error) {
    const notFound = lesson.frameError instanceof LessonNotFound;
    return (
      <Page>
        <StatePanel role="alert">
          <p>{notFound ? t('lesson.page.notFound') : errorMessage(lesson.frameError ?? namespaces.error, t('lesson.page.loadError'))}</p>
          {!notFound && (
            <Button type="button" onClick={() => void lesson.reloadFrame()}>
              {t('lesson.page.retry')}
            </Button>
          )}
          <Link to={`/courses/${courseId}`}>{t('lesson.page.backToCourse')}</Link>
        </StatePanel>
      </Page>
    );
  }

  if (!frame || !lesson.lessonSections || !namespaces.ready) {
    return (
      <Page>
        <StatePanel role="status">
          <Spinner $size={40} />
          <p>{t('lesson.page.loading')}</p>
        </StatePanel>
      </Page>
    );
  }

  let middle;
  if (editing && selected) {
    middle = <ExerciseEditor type={editing.type} exercise={editing.exercise} lessonSectionId={selected.id} onClose={() => setEditing(null)} onSave={save} />;
  } else if (!selected) {
    middle = <StatePanel>{canWrite ? t('lesson.exercises.noSectionWriter') : t('lesson.exercises.noSectionReader')}</StatePanel>;
  } else if (lesson.exercisesError) {
    middle = (
      <StatePanel role="alert">
        <p>{errorMessage(lesson.exercisesError, t('lesson.exercises.loadError'))}</p>
        <Button type="button" onClick={() => void lesson.reloadExercises()}>
          {t('lesson.page.retry')}
        </Button>
      </StatePanel>
    );
  } else if (!copies) {
    middle = (
      <StatePanel role="status">
        <Spinner />
        <p>{t('lesson.exercises.loading')}</p>
      </StatePanel>
    );
  } else if (copies.length === 0) {
    middle = <StatePanel>{canWrite ? t('lesson.exercises.emptyWriter') : t('lesson.exercises.emptyReader')}</StatePanel>;
  } else {
    const sectionId = selected.id;
    middle = (
      <ExerciseList
        exercises={copies}
        canWrite={canWrite}
        onMove={(from, to) => void moveExercise(from, to)}
        onAction={onAction}
        onCheck={(exercise, answer) => lessonApi.checkAnswer(frame.address, sectionId, exercise.id, answer)}
        hiddenIds={previewing ? undefined : hiddenIds}
      />
    );
  }

  return (
    <Page data-lesson-page data-preview-as-student={previewing ? '' : undefined}>
      <SidePanel>
        <LessonSectionsPanel
          sections={sections}
          selectedId={lesson.selectedId}
          canWrite={canWrite}
          busy={sectionsBusy}
          onSelect={(id) => {
            setEditing(null);
            lesson.select(id);
          }}
          onCreate={(isHomework) => void createSection(isHomework)}
          onDelete={(section, name) => setModal({ kind: 'deleteSection', section, name })}
          onMove={(from, to) => void moveSection(from, to)}
        />
      </SidePanel>
      <Header>
        <Back to={`/courses/${courseId}`}>{frame.course.name}</Back>
        <PageTitle dir="auto">{frame.lesson.name}</PageTitle>
        {frame.course.type !== 'own' && <MutedText>{t('lesson.page.libraryNote')}</MutedText>}
        {!studentView && (
          <PreviewBar $on={previewing}>
            {previewing && <p role="status">{t('lesson.preview.notice')}</p>}
            <Button ref={previewButtonRef} type="button" aria-pressed={previewing} onClick={togglePreview} data-preview-toggle>
              {previewing ? t('lesson.preview.exit') : t('lesson.preview.enter')}
            </Button>
          </PreviewBar>
        )}
      </Header>
      <Content aria-labelledby="lesson-selected-heading">
        <Toolbar>
          <SectionTitle id="lesson-selected-heading">{selected ? sectionName(selected) : t('lesson.exercises.title')}</SectionTitle>
          {canWrite && selected && !editing && (
            <Button ref={addButtonRef} type="button" $variant="primary" onClick={() => setModal({ kind: 'pick' })}>
              <PlusIcon />
              {t('lesson.exercises.add')}
            </Button>
          )}
        </Toolbar>
        {middle}
      </Content>

      {modal?.kind === 'pick' && (
        <TypePickerDialog
          onClose={() => setModal(null)}
          onPick={(type) => {
            setModal(null);
            setEditing({ type });
          }}
        />
      )}
      {modal?.kind === 'deleteSection' && address && (
        <ConfirmDeleteDialog
          title={t('lesson.delete.sectionTitle')}
          question={t('lesson.delete.sectionQuestion', { name: modal.name })}
          onClose={() => setModal(null)}
          onConfirm={async () => {
            const ok = await change(() => lessonApi.removeLessonSection(address, modal.section.id), { success: 'lesson.toast.sectionDeleted', error: 'lesson.toast.sectionDeleteError' }, lesson.reloadSections);
            if (ok) setModal(null);
          }}
        />
      )}
      {modal?.kind === 'deleteExercise' && address && selected && (
        <ConfirmDeleteDialog
          title={t('lesson.delete.exerciseTitle')}
          question={t('lesson.delete.exerciseQuestion', { name: modal.name })}
          onClose={() => setModal(null)}
          onConfirm={async () => {
            const ok = await change(() => lessonApi.removeExercise(address, selected.id, modal.exercise.id), { success: 'lesson.toast.deleted', error: 'lesson.toast.deleteError' }, lesson.reloadExercises);
            if (!ok) return;
            setModal(null);
            // The exercise and its menu are gone: the next sensible place for focus is "Add exercise".
            requestAnimationFrame(() => addButtonRef.current?.focus());
          }}
        />
      )}
      {(modal?.kind === 'copy' || modal?.kind === 'move') && address && selected && (
        <CopyMoveDialog
          mode={modal.kind}
          exerciseName={modal.name}
          from={{ ...address, lessonSectionId: selected.id }}
          onClose={() => setModal(null)}
          onSubmit={async (target) => {
            const copy = modal.kind === 'copy';
            const ok = await change(
              () => (copy ? lessonApi.copyExercise(address, selected.id, modal.exercise.id, target) : lessonApi.moveExercise(address, selected.id, modal.exercise.id, target)),
              copy ? { success: 'lesson.toast.copied', error: 'lesson.toast.copyError' } : { success: 'lesson.toast.moved', error: 'lesson.toast.moveError' },
              lesson.reloadExercises,
            );
            if (ok) setModal(null);
          }}
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 16px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.text};
  ${media.phone} {
    padding: 16px 12px;
  }
`;

const Header = styled.header`
  display: grid;
  gap: 4px;
`;

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const PreviewBar = styled.div<{ $on: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-block-start: 8px;
  ${({ $on, theme }) =>
    $on
      ? `padding: 8px 12px; border: 1px solid ${theme.colors.primary}; border-radius: ${theme.radius}; background: ${theme.colors.surfaceMuted};`
      : ''}
  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Content = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
