import { COURSE_TYPES, Link, useParams, useSearchParams, useTranslation, type CourseType } from '@school/shared';
import { useQuery, withServerData } from '@school/shared/query';
import { Button, LinkTabs, MutedText, SearchBox } from '@school/shared/ui';
import styled from 'styled-components';
import { Empty, LoadFailed, Loading } from '../../../components/states';
import { materialQueries } from '../api/material-queries';
import { MaterialFrame } from '../components/material-frame';
import { useAttachLesson } from '../hooks/use-attach-lesson';

const courseTypeOf = (value: string | null): CourseType => ((COURSE_TYPES as readonly string[]).includes(value ?? '') ? (value as CourseType) : 'own');

/** `/classes/:id/select-material`: own courses and both libraries, searched; a course opens its lessons. */
function SelectMaterialView() {
  const { t } = useTranslation('classroom');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const type = courseTypeOf(params.get('type'));
  const search = params.get('q') ?? '';
  const courses = useQuery(materialQueries.courses(type, search.trim()));
  const base = `/classes/${id}/select-material`;

  let list;
  if (courses.error) list = <LoadFailed error={courses.error} fallback={t('materials.coursesError')} onRetry={() => void courses.refetch()} />;
  else if (!courses.data) list = <Loading label={t('materials.coursesLoading')} />;
  else if (courses.data.length === 0) list = <Empty><p>{t('materials.noCourses')}</p></Empty>;
  else
    list = (
      <Cards>
        {courses.data.map((course) => (
          <li key={course.id}>
            <CardLink to={`${base}/course/${course.id}?type=${type}`}>
              <strong dir="auto">{course.name}</strong>
              {course.description && <MutedText dir="auto">{course.description}</MutedText>}
            </CardLink>
          </li>
        ))}
      </Cards>
    );

  return (
    <MaterialFrame classId={id}>
      <LinkTabs label={t('materials.libraries')} tabs={COURSE_TYPES.map((value) => ({ to: `${base}?type=${value}`, label: t(`materials.type.${value}`), current: value === type }))} />
      <SearchBox
        value={search}
        onSearch={(next) => setParams(new URLSearchParams({ type, ...(next.trim() ? { q: next } : {}) }), { replace: true })}
        label={t('materials.searchLabel')}
        placeholder={t('materials.searchPlaceholder')}
      />
      <div aria-busy={courses.isFetching}>{list}</div>
    </MaterialFrame>
  );
}

/** `/classes/:id/select-material/course/:courseId`: the course's sections and lessons; choosing one attaches it. */
function SelectMaterialCourseView() {
  const { t } = useTranslation('classroom');
  const { id = '', courseId = '' } = useParams();
  const [params] = useSearchParams();
  const course = useQuery(materialQueries.course(courseId));
  const sections = useQuery(materialQueries.sections(courseId));
  const attach = useAttachLesson(id);
  const back = `/classes/${id}/select-material?type=${courseTypeOf(params.get('type') ?? course.data?.type ?? null)}`;

  let body;
  if (sections.error) body = <LoadFailed error={sections.error} fallback={t('materials.lessonsError')} onRetry={() => void sections.refetch()} />;
  else if (!sections.data) body = <Loading label={t('materials.lessonsLoading')} />;
  else if (sections.data.every((section) => section.lessons.length === 0)) body = <Empty><p>{t('materials.noLessons')}</p></Empty>;
  else
    body = sections.data.map((section) => (
      <Section key={section.id} aria-labelledby={`section-${section.id}`}>
        <h3 id={`section-${section.id}`} dir="auto">
          {section.name}
        </h3>
        <Lessons>
          {section.lessons.map((lesson) => (
            <li key={lesson.id}>
              <span dir="auto">{lesson.name}</span>
              <Button
                type="button"
                $variant="primary"
                aria-label={t('materials.chooseNamed', { name: lesson.name })}
                disabled={attach.isPending}
                aria-busy={attach.isPending && attach.variables === lesson.id}
                onClick={() => attach.mutate(lesson.id)}
              >
                {t('materials.choose')}
              </Button>
            </li>
          ))}
        </Lessons>
      </Section>
    ));

  return (
    <MaterialFrame classId={id}>
      <Link to={back}>{t('materials.backToCourses')}</Link>
      <h2 dir="auto">{course.data?.name ?? ''}</h2>
      <div aria-busy={sections.isFetching}>{body}</div>
    </MaterialFrame>
  );
}

export const SelectMaterialPage = withServerData(SelectMaterialView);
export const SelectMaterialCoursePage = withServerData(SelectMaterialCourseView);

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)`
  display: grid;
  gap: 6px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Section = styled.section`
  display: grid;
  gap: 8px;
  margin-block-end: 16px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Lessons = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;
