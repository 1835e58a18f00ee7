import type { Score, StudentExercise } from '@school/exercises';
import { useTranslation } from '@school/shared';
import { cardFrame, MenuButton, type MenuItem } from '@school/shared/ui';
import styled from 'styled-components';
import { ExercisePreview } from './exercise-preview';
import { OrderControls, type MoveDirection } from '../../../components/sortable';

export type ExerciseAction = 'edit' | 'duplicate' | 'copy' | 'move' | 'delete';

export interface ExerciseCardProps {
  /** The student copy: built in the browser for staff, as the server sent it for students. */
  exercise: StudentExercise;
  index: number;
  total: number;
  canWrite: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  onAction: (action: ExerciseAction) => void;
  /** Scores an answer on the server; absent where the reader may not check (a student). */
  onCheck?: ((answer: unknown) => Promise<Score>) | undefined;
  /** Staff's view of a note students never get: said in words, not only by a colour. */
  hiddenFromStudents?: boolean;
}

/** One exercise: its title and instruction, the player a student gets, and the writer's tools. */
export function ExerciseCard({ exercise, index, total, canWrite, onMove, onAction, onCheck, hiddenFromStudents = false }: ExerciseCardProps) {
  const { t } = useTranslation('content');
  const name = exercise.title || t(`lesson.types.${exercise.type}`);
  const actions: ExerciseAction[] = ['edit', 'duplicate', 'copy', 'move', 'delete'];
  const items: MenuItem[] = actions.map((action) => ({
    id: action,
    label: t(`lesson.exercise.${action}`),
    danger: action === 'delete',
    onSelect: () => onAction(action),
  }));
  return (
    <Card aria-labelledby={`exercise-title-${exercise.id}`} data-exercise={exercise.id} data-exercise-type={exercise.type}>
      <Header>
        <div>
          <Type>
            {t(`lesson.types.${exercise.type}`)}
            {hiddenFromStudents && <Hidden data-hidden-from-students>{t('lesson.exercise.hiddenFromStudents')}</Hidden>}
          </Type>
          <Title id={`exercise-title-${exercise.id}`} dir="auto">
            {name}
          </Title>
        </div>
        {canWrite && (
          <Tools>
            <OrderControls id={exercise.id} name={name} index={index} total={total} onMove={onMove} />
            <MenuButton label={t('lesson.exercise.actions', { name })} items={items}>
              {t('lesson.exercise.actionsShort')}
            </MenuButton>
          </Tools>
        )}
      </Header>
      {exercise.instruction && <Instruction dir="auto">{exercise.instruction}</Instruction>}
      <ExercisePreview exercise={exercise} onCheck={onCheck} />
    </Card>
  );
}

const Card = styled.article`
  ${cardFrame}
  gap: 12px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
`;

const Type = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hidden = styled.span`
  margin-inline-start: 8px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  overflow-wrap: anywhere;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
`;

const Instruction = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
