import { COURSE_TYPES, type CourseType, Link, useTranslation } from '@school/shared';
import styled from 'styled-components';

export const coursePath = (type: CourseType) => `/courses/${type}`;

export interface CourseTypeTabsProps {
  active: CourseType;
  /** Carried to the other lists, so a search survives a change of type. */
  search: string;
}

/** Tabs as links: each type is its own route, so the browser's back button and deep links work. */
export function CourseTypeTabs({ active, search }: CourseTypeTabsProps) {
  const { t } = useTranslation('content');
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  return (
    <Nav aria-label={t('page.tabsLabel')}>
      <List>
        {COURSE_TYPES.map((type) => (
          <li key={type}>
            <Tab to={`${coursePath(type)}${query}`} aria-current={type === active ? 'page' : undefined}>
              {t(`types.${type}`)}
            </Tab>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding-inline: 16px;
  margin-block-end: -1px;
  border-block-end: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radius};
  }
`;
