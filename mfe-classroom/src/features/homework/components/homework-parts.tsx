import { useTranslation } from '@school/shared';
import type { HomeworkExerciseRef } from '@school/shared/contracts';
import { MutedText } from '@school/shared/ui';
import styled from 'styled-components';

/** Where an exercise of the homework comes from: its lesson (and whether from the lesson's homework section). */
export function ExerciseSource({ item }: { item: HomeworkExerciseRef }) {
  const { t } = useTranslation('classroom');
  return (
    <MutedText dir="auto">
      {item.courseName} · {item.lessonName}
      {item.isHomeworkSection ? ` · ${t('panel.homeworkSection')}` : ''}
    </MutedText>
  );
}

export const ExerciseList = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    gap: 6px;
  }
`;
