import { useMemo, useRef, useState } from 'react';
import { isShownToStudent, studentCopies, toStudentCopy, type Exercise, type ExerciseInput, type ImplementedType, type StudentExercise } from '@school/exercises';
import { accessSubject, canWriteCourses, errorMessage, useSession, useTranslation } from '@school/shared';
import type { LessonSection } from '@school/shared/contracts';
import { Button, Spinner, spreadRow, StatePanel } from '@school/shared/ui';
import styled from 'styled-components';
import { PlusIcon } from '../../../components/icons';
import { moveItem } from '../../../lib/order';
import { lessonApi } from '../api/lesson-api';
import { moveLessonSection } from '../api/order';
import type { LessonData, LessonFrame } from '../hooks/use-lesson-data';
import { useLessonWrites } from '../hooks/use-lesson-writes';
import type { ExerciseAction } from './exercise-card';
import { ExerciseEditor } from './exercise-editor';
import { ExerciseList } from './exercise-list';
import { LessonHeader } from './lesson-header';
import { type LessonModal, LessonModals } from './lesson-modals';
import { LessonSectionsPanel } from './lesson-sections-panel';
import { SidePanel } from './side-panel';

type Editing = { type: ImplementedType; exercise?: Exercise } | null;

export interface LessonWorkspaceProps {
  frame: LessonFrame;
  data: LessonData;
  lessonSections: LessonSection[];
}

/**
 * The loaded lesson page: the lesson's sections in the start panel, the selected section's
 * exercises in the middle. Writers (the course writer rule, own courses only) build it; everyone
 * else sees the exercises as a student gets them.
 */
export function LessonWorkspace({ frame, data, lessonSections: sections }: LessonWorkspaceProps) {
  const { t } = useTranslation('content');
  const session = useSession();
  const { address } = frame;
  const writes = useLessonWrites(address, data.selectedId, data.select);
  const [modal, setModal] = useState<LessonModal>(null);
  const [editing, setEditing] = useState<Editing>(null);
  // "Preview as student": the lesson exactly as a student gets it, without any writer tool.
  const [previewing, setPreviewing] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const previewButtonRef = useRef<HTMLButtonElement>(null);

  const studentView = session.user?.role === 'member';
  // Library courses are read-only for everyone: their one action lives on the course page.
  const canWrite = canWriteCourses(accessSubject(session)) && frame.course.type === 'own' && !previewing;
  // Staff get the full exercise and the player is given the student copy built from it here;
  // a student's browser only ever got the copy. Previewing as a student, staff get exactly the
  // copies a student would (studentCopies: hidden notes left out) with the same players.
  const exercises = data.exercises;
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
  const selected = sections.find((section) => section.id === data.selectedId) ?? null;
  const sectionName = (section: LessonSection) =>
    section.isHomework ? t('lesson.sections.homework') : t('lesson.sections.item', { number: sections.filter((candidate) => !candidate.isHomework).indexOf(section) + 1 });

  function togglePreview() {
    setEditing(null);
    setModal(null);
    setPreviewing((now) => !now);
    // The button changes its words in place; focus stays on it.
    requestAnimationFrame(() => previewButtonRef.current?.focus());
  }

  async function save(input: ExerciseInput) {
    if (!editing) return;
    const editedId = editing.exercise?.id;
    // A failure rejects: the editor shows the server's field errors and stays open.
    await writes.saveExercise.mutateAsync({ editedId, input });
    setEditing(null);
    // Back where the user was: the edited exercise, or the button that adds the next one.
    requestAnimationFrame(() => {
      const card = editedId ? document.querySelector<HTMLElement>(`[data-exercise="${editedId}"] button[aria-haspopup]`) : null;
      (card ?? addButtonRef.current)?.focus();
    });
  }

  const change = (run: Parameters<typeof writes.change.mutateAsync>[0]) =>
    writes.change.mutateAsync(run).then(
      () => true,
      () => false,
    );

  function onAction(exercise: StudentExercise, action: ExerciseAction) {
    const name = exercise.title || t(`lesson.types.${exercise.type}`);
    if (action === 'edit') {
      const full = exercises?.find((candidate) => candidate.id === exercise.id) as Exercise | undefined;
      if (full) setEditing({ type: full.type, exercise: full });
    } else if (action === 'duplicate' && selected) {
      void change({
        call: () => lessonApi.duplicateExercise(address, selected.id, exercise.id),
        messages: { success: 'lesson.toast.duplicated', error: 'lesson.toast.duplicateError' },
        changes: [writes.exercisesKey],
      });
    } else if (action === 'delete') setModal({ kind: 'deleteExercise', exercise, name });
    else if (action === 'copy' || action === 'move') setModal({ kind: action, exercise, name });
  }

  let middle;
  if (editing && selected) {
    middle = <ExerciseEditor type={editing.type} exercise={editing.exercise} lessonSectionId={selected.id} onClose={() => setEditing(null)} onSave={save} />;
  } else if (!selected) {
    middle = <StatePanel>{canWrite ? t('lesson.exercises.noSectionWriter') : t('lesson.exercises.noSectionReader')}</StatePanel>;
  } else if (data.exercisesError) {
    middle = (
      <StatePanel role="alert">
        <p>{errorMessage(data.exercisesError, t('lesson.exercises.loadError'))}</p>
        <Button type="button" onClick={data.reloadExercises}>
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
        onMove={(from, to) => exercises && writes.reorderExercises.mutate(moveItem(exercises, from, to))}
        onAction={onAction}
        onCheck={studentView ? undefined : (exercise, answer) => lessonApi.checkAnswer(address, sectionId, exercise.id, answer)}
        hiddenIds={previewing ? undefined : hiddenIds}
      />
    );
  }

  return (
    <>
      <SidePanel>
        <LessonSectionsPanel
          sections={sections}
          selectedId={data.selectedId}
          canWrite={canWrite}
          busy={writes.createSection.isPending}
          onSelect={(id) => {
            setEditing(null);
            data.select(id);
          }}
          onCreate={(isHomework) => writes.createSection.mutate(isHomework)}
          onDelete={(section, name) => setModal({ kind: 'deleteSection', section, name })}
          onMove={(from, to) => writes.reorderSections.mutate(moveLessonSection(sections, from, to))}
        />
      </SidePanel>
      <LessonHeader course={frame.course} lesson={frame.lesson} staff={!studentView} previewing={previewing} onTogglePreview={togglePreview} previewButtonRef={previewButtonRef} />
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
      <LessonModals
        modal={modal}
        address={address}
        selectedId={selected?.id ?? null}
        change={change}
        onClose={() => setModal(null)}
        onPick={(type) => {
          setModal(null);
          setEditing({ type });
        }}
        // The exercise and its menu are gone: the next sensible place for focus is "Add exercise".
        onExerciseDeleted={() => requestAnimationFrame(() => addButtonRef.current?.focus())}
      />
    </>
  );
}

const Content = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Toolbar = styled.div`
  ${spreadRow}
  gap: 12px;
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
