import { useRef } from 'react';
import type { Score, StudentExercise } from '@school/exercises';
import { useTranslation } from '@school/shared';
import styled from 'styled-components';
import { ExerciseCard, type ExerciseAction } from './exercise-card';
import { SortableFrame, SortableItem, useSortableList } from '../../../components/sortable';

export interface ExerciseListProps {
  exercises: readonly StudentExercise[];
  canWrite: boolean;
  onMove: (from: number, to: number) => void;
  onAction: (exercise: StudentExercise, action: ExerciseAction) => void;
  /** Absent for a student: the server checks only staff's tries; a student's answers are scored when saved in class. */
  onCheck?: ((exercise: StudentExercise, answer: unknown) => Promise<Score>) | undefined;
  /** Exercises staff see that students never get (notes hidden from them). */
  hiddenIds?: ReadonlySet<string>;
}

/** The selected section's exercises in order; writers drag them or move them up and down. */
export function ExerciseList({ exercises, canWrite, onMove, onAction, onCheck, hiddenIds }: ExerciseListProps) {
  const { t } = useTranslation('content');
  const listRef = useRef<HTMLOListElement>(null);
  const nameOf = (exercise: StudentExercise) => exercise.title || t(`lesson.types.${exercise.type}`);
  const sortable = useSortableList({ items: exercises, nameOf, onMove, containerRef: listRef });
  return (
    <SortableFrame sortable={sortable} ids={exercises.map((exercise) => exercise.id)}>
      <List ref={listRef} aria-label={t('lesson.exercises.listLabel')}>
        {exercises.map((exercise, index) => (
          <Item key={exercise.id} id={exercise.id} enabled={canWrite}>
            <ExerciseCard
              exercise={exercise}
              index={index}
              total={exercises.length}
              canWrite={canWrite}
              onMove={sortable.move}
              onAction={(action) => onAction(exercise, action)}
              onCheck={onCheck ? (answer) => onCheck(exercise, answer) : undefined}
              hiddenFromStudents={hiddenIds?.has(exercise.id) ?? false}
            />
          </Item>
        ))}
      </List>
    </SortableFrame>
  );
}

const List = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(SortableItem)`
  min-inline-size: 0;
  &[data-dragging] > article {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  }
`;
