import type { Ref } from 'react';
import { useTranslation } from '@school/shared';
import styled from 'styled-components';
import { Button, PageTitle, spreadRow } from '@school/shared/ui';

// minmax(0, 1fr): a grid track would otherwise grow to its widest child and push the page
// past a phone's edge.
export const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

export const Header = styled.div`
  ${spreadRow}
  gap: 12px;
`;

/** A detail page's title: a name someone typed, in whatever script it was written. */
export const NameTitle = styled(PageTitle)`
  unicode-bidi: plaintext;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export const Results = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const STATUS_TONES = { active: 'success', inactive: 'textMuted', deactivated: 'danger' } as const;

/** A user's status as a word with a colour; the word carries the meaning, not the colour. */
export const StatusBadge = styled.span<{ $status: keyof typeof STATUS_TONES }>`
  display: inline-block;
  padding: 2px 8px;
  border: 1px solid currentColor;
  border-radius: 999px;
  font-size: 0.8125rem;
  color: ${({ theme, $status }) => theme.colors[STATUS_TONES[$status]]};
`;

/**
 * A list page's heading and its create button. The heading takes focus after a delete empties
 * the page (`useAfterDelete`), hence its ref and `tabIndex={-1}`.
 */
export function ListPageHeader({ headingRef, title, createLabel, onCreate }: { headingRef: Ref<HTMLHeadingElement>; title: string; createLabel: string; onCreate: () => void }) {
  return (
    <Header>
      <PageTitle ref={headingRef} tabIndex={-1}>
        {title}
      </PageTitle>
      <Button type="button" $variant="primary" onClick={onCreate}>
        {createLabel}
      </Button>
    </Header>
  );
}

/**
 * A row's edit and delete buttons. Their visible words are short; their names say which row
 * ("Edit group A1"), since a screen reader lists every row's buttons together.
 */
export function RowActions({ editName, deleteName, onEdit, onDelete }: { editName: string; deleteName: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Actions>
      <Button type="button" $variant="ghost" aria-label={editName} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
      <Button type="button" $variant="ghost" aria-label={deleteName} onClick={onDelete}>
        {t('actions.delete')}
      </Button>
    </Actions>
  );
}
