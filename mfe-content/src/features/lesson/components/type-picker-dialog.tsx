import { EXERCISE_REGISTRY, type ImplementedType } from '@school/exercises';
import { useTranslation } from '@school/shared';
import { Dialog, focusRing } from '@school/shared/ui';
import styled from 'styled-components';

/** Every registered type, in the registry's order; each has an editor (the editors' loader is typed over the same types). */
const PICKER_TYPES = Object.keys(EXERCISE_REGISTRY) as ImplementedType[];

export interface TypePickerDialogProps {
  onPick: (type: ImplementedType) => void;
  onClose: () => void;
}

/**
 * Every type of the exercise registry: a type added there (with its editor and player) shows up
 * here with nothing to change in the page.
 */
export function TypePickerDialog({ onPick, onClose }: TypePickerDialogProps) {
  const { t } = useTranslation('content');
  return (
    <Dialog title={t('lesson.picker.title')} onClose={onClose}>
      <Grid aria-label={t('lesson.picker.title')}>
        {PICKER_TYPES.map((type) => (
          <li key={type}>
            <Choice type="button" onClick={() => onPick(type)} data-type={type}>
              <strong>{t(`lesson.types.${type}`)}</strong>
              <span>{t(`lesson.typeHints.${type}`)}</span>
            </Choice>
          </li>
        ))}
      </Grid>
    </Dialog>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: grid;
  gap: 4px;
  inline-size: 100%;
  block-size: 100%;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  span {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  ${focusRing}
`;
