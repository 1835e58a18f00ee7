import { useMemo, type RefObject } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { type Course, formatDateTime, Link, useTranslation } from '@school/shared';
import { IconButton, VisuallyHidden } from '@school/shared/ui';
import { BookIcon, CopyIcon, EditIcon, TrashIcon } from '../../../../components/icons';
import { OrderCell } from './sortable-row';
import { ControlRow } from '../../../../components/sortable/parts';
import { Arrow, DangerButton, Description, Languages, Level, Name, Thumb } from './styles';
import type { RowActions } from './use-course-reorder';

const column = createColumnHelper<Course>();

/** The table's columns; cells read the latest handlers through `actionsRef`, so the model stays stable. */
export function useCourseColumns(actionsRef: RefObject<RowActions>) {
  const { t } = useTranslation('content');
  return useMemo(
    () => [
      column.display({
        id: 'order',
        header: () => t('columns.order'),
        cell: ({ row }) => <OrderCell row={row} actionsRef={actionsRef} />,
      }),
      column.accessor('image', {
        header: () => <VisuallyHidden>{t('columns.image')}</VisuallyHidden>,
        cell: ({ getValue }) => {
          const image = getValue();
          // The name is right beside it, so the picture itself says nothing new.
          return <Thumb>{image ? <img src={image} alt="" loading="lazy" /> : <BookIcon />}</Thumb>;
        },
      }),
      column.accessor('name', {
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <>
            {/* The name opens the course: its sections and lessons (spec 02 §2). */}
            <Name as={Link} to={`/courses/${row.original.id}`}>
              {row.original.name}
            </Name>
            {row.original.description && <Description>{row.original.description}</Description>}
          </>
        ),
      }),
      column.accessor('level', {
        header: () => t('columns.level'),
        cell: ({ getValue }) => <Level>{t(`levels.${getValue()}`)}</Level>,
      }),
      column.display({
        id: 'languages',
        header: () => t('columns.languages'),
        cell: ({ row }) => {
          const course = t(`languages.${row.original.courseLanguage}`);
          const teaching = t(`languages.${row.original.teachingLanguage}`);
          return (
            <>
              {/* Separate boxes, not one string: the order and the arrow then follow the
                  writing direction instead of the bidi algorithm's reading of mixed text. */}
              <Languages aria-hidden="true">
                <span>{course}</span>
                <Arrow />
                <span>{teaching}</span>
              </Languages>
              <VisuallyHidden>{t('row.languages', { course, teaching })}</VisuallyHidden>
            </>
          );
        },
      }),
      column.accessor('updatedAt', {
        header: () => t('columns.updated'),
        // Digits and dots would be reordered in a right-to-left row; the format reads left to right.
        cell: ({ getValue }) => (
          <time dateTime={getValue()} dir="ltr">
            {formatDateTime(getValue())}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>,
        cell: ({ row }) => {
          const course = row.original;
          return (
            <ControlRow>
              <IconButton type="button" aria-label={t('row.edit', { name: course.name })} title={t('row.editShort')} onClick={() => actionsRef.current?.onEdit(course)}>
                <EditIcon />
              </IconButton>
              <IconButton
                type="button"
                aria-label={t('row.duplicate', { name: course.name })}
                title={t('row.duplicateShort')}
                onClick={() => actionsRef.current?.onDuplicate(course)}
              >
                <CopyIcon />
              </IconButton>
              <DangerButton type="button" aria-label={t('row.delete', { name: course.name })} title={t('row.deleteShort')} onClick={() => actionsRef.current?.onDelete(course)}>
                <TrashIcon />
              </DangerButton>
            </ControlRow>
          );
        },
      }),
    ],
    [t, actionsRef],
  );
}
