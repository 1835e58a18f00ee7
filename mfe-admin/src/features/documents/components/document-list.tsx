import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@school/shared';
import { media, spreadRow } from '@school/shared/ui';
import type { UserDocument } from '../../../admin-contracts';
import { formatFileSize } from '../../../lib/file-size';

export interface DocumentListProps {
  documents: UserDocument[];
  label: string;
  /** Whether to show public/private (a member sees only public ones, so the page hides it). */
  showType?: boolean;
  actions: (document: UserDocument) => ReactNode;
}

/** Documents as a list of rows that wrap into cards on a phone: name, original file, size, date, the group it comes from (a member's list), type. */
export function DocumentList({ documents, label, showType = true, actions }: DocumentListProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <List aria-label={label}>
      {documents.map((document) => (
        <Item key={document.id}>
          <Main>
            <Name>{document.name}</Name>
            <Meta>
              <span>{document.fileName}</span>
              <span>{formatFileSize(document.size, i18n.language)}</span>
              <span>{formatDate(document.createdAt)}</span>
              {document.groupName && <span>{t('documents.fromGroup', { name: document.groupName })}</span>}
              {showType && <Type $public={document.type === 'public'}>{t(`documents.types.${document.type}`)}</Type>}
            </Meta>
          </Main>
          <Buttons>{actions(document)}</Buttons>
        </Item>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  ${spreadRow}
  gap: 8px 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Main = styled.div`
  display: grid;
  gap: 4px;
  min-inline-size: 0;
  flex: 1 1 240px;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Type = styled.span<{ $public: boolean }>`
  padding: 0 8px;
  border: 1px solid currentColor;
  border-radius: 999px;
  color: ${({ theme, $public }) => ($public ? theme.colors.success : theme.colors.textMuted)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.phone} {
    inline-size: 100%;
    justify-content: flex-end;
  }
`;
