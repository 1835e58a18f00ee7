import { useId } from 'react';
import { useTranslation } from '@school/shared';
import { useQuery } from '@school/shared/query';
import { SelectField } from '@school/shared/ui';
import { CLASS_TYPES, type ClassType } from '../../../lib/classroom-contracts';
import { choicesRead } from '../api/options-api';

export interface ClassFiltersProps {
  teacherId: string | undefined;
  type: ClassType | undefined;
  onChange: (change: { teacherId?: string; type?: ClassType }) => void;
}

/** The school list's filters: one teacher's classes, one type of class. */
export function ClassFilters({ teacherId, type, onChange }: ClassFiltersProps) {
  const { t } = useTranslation('classroom');
  const id = useId();
  const teachers = useQuery(choicesRead('teachers', ''));
  return (
    <>
      <SelectField id={`${id}-teacher`} name="teacherId" label={t('classes.filters.teacher')} value={teacherId ?? ''} onChange={(event) => onChange({ teacherId: event.target.value || undefined, type })}>
        <option value="">{t('classes.filters.anyTeacher')}</option>
        {(teachers.data ?? []).map((teacher) => (
          <option key={teacher.id} value={teacher.id}>
            {teacher.label}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${id}-type`} name="type" label={t('classes.filters.type')} value={type ?? ''} onChange={(event) => onChange({ teacherId, type: (event.target.value || undefined) as ClassType | undefined })}>
        <option value="">{t('classes.filters.anyType')}</option>
        {CLASS_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`classes.type.${value}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
