import { useState } from 'react';
import { isAnsweredType } from '@school/exercises';
import { Link, useParams, useSearchParams, useSession, useTranslation } from '@school/shared';
import { classKeys, useQuery, useWrite, withServerData } from '@school/shared/query';
import { Alert, Button, ButtonLink, ConfirmDialog, focusRing, MutedText, PageTitle, StatePanel, VisuallyHidden } from '@school/shared/ui';
import styled from 'styled-components';
import { useShownFromCopy } from '@school/shared/live';
import { classCopyKeys, classQueries, classWrites, type ClassDetail } from '../../../api/class-queries';
import { LoadFailed, Loading } from '../../../components/states';
import type { LessonCompletion } from '../../../lib/classroom-contracts';
import { ClassOverview } from '../components/class-overview';
import { MaterialsHistory, SectionPicker, StudentPicker } from '../components/class-panel-parts';
import { ClassDictionaryList } from '../components/class-dictionary';
import { ClassSidePanel } from '../components/class-side-panel';
import { IncorrectWordsPanel } from '../components/incorrect-words';
import { RoomLinkDialog } from '../components/room-link-dialog';
import { StudentExercise } from '../components/student-exercise';
import { TeacherExercise } from '../components/teacher-exercise';
import { WordListAdd, wordsOf } from '../components/word-list-add';
import { useAnswerQueue } from '../hooks/use-answer-queue';
import { useClassDictionary } from '../hooks/use-class-dictionary';
import { useClassLive } from '../hooks/use-class-live';
import { LessonAccessPanel, OpenLessons } from '../../lesson-access';

/** A meeting link is opened only when it is a web address (the server checks too). */
const isWebLink = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

/** `/classes/:id`: the virtual classroom. */
function ClassroomView() {
  const { t } = useTranslation('classroom');
  const { id = '' } = useParams();
  const { user } = useSession();
  // `?lessonId=` opens another lesson than the current one (a granted one, for a student);
  // `&sectionId=` selects a section of it (a granted section's link).
  const [search] = useSearchParams();
  const lessonId = search.get('lessonId');
  // Shown from the copy kept in the browser: asked again every 10 s until the server answers.
  const fromCopy = useShownFromCopy(user?.id, classCopyKeys.detail(id));
  const current = useQuery({ ...classQueries.detail(id), refetchInterval: fromCopy ? OFFLINE_REFETCH_MS : false, enabled: !lessonId });
  const other = useQuery({ ...classQueries.lessonView(id, lessonId ?? ''), enabled: !!lessonId });
  const detail = lessonId ? other : current;
  if (detail.error && !detail.data)
    // Spec 02 §8: the class is cleared and the message shown.
    return (
      <Frame>
        <LoadFailed error={null} fallback={t('classroom.loadError')} onRetry={() => void detail.refetch()} />
      </Frame>
    );
  if (!detail.data)
    return (
      <Frame>
        <Loading label={t('classroom.loading')} />
      </Frame>
    );
  return (
    <>
      {fromCopy && (
        <OfflineNotice>
          <Alert tone="info">{t('classroom.offlineCopy')}</Alert>
        </OfflineNotice>
      )}
      <Classroom key={`${lessonId ?? ''}:${search.get('sectionId') ?? ''}`} detail={detail.data} viewedLessonId={lessonId} initialSectionId={search.get('sectionId')} />
    </>
  );
}

const OFFLINE_REFETCH_MS = 10_000;

type Modal = 'room' | 'complete' | null;

function Classroom({ detail, viewedLessonId, initialSectionId }: { detail: ClassDetail; viewedLessonId: string | null; initialSectionId: string | null }) {
  const { t } = useTranslation('classroom');
  const { user } = useSession();
  const classId = detail.id;
  const staff = detail.accessType !== 'student';
  // The class's teacher acts; an administrator who does not teach it, or a read-only class, only shows.
  const canAct = detail.accessType === 'teacher' && !detail.isReadOnly;
  const live = useClassLive(classId, staff);
  const answersFromCopy = useShownFromCopy(user?.id, classCopyKeys.answers(classId));
  const answers = useQuery({ ...classQueries.answers(classId), refetchInterval: answersFromCopy ? OFFLINE_REFETCH_MS : false });
  const hidden = useQuery({ ...classQueries.hidden(classId), enabled: staff });
  const queue = useAnswerQueue(classId, !staff);
  const [sectionId, setSectionId] = useState<string | null>(initialSectionId);
  const [studentId, setStudentId] = useState<string | null>(null);
  const [overview, setOverview] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [modal, setModal] = useState<Modal>(null);

  const lesson = detail.courseLesson;
  const sections = lesson?.sections ?? [];
  // The current lesson: the one shown, unless `?lessonId=` shows another (then the history's newest).
  const history = useQuery({ ...classQueries.history(classId), enabled: canAct && !!viewedLessonId });
  const currentLessonId = viewedLessonId ? (history.data?.[0]?.lessonId ?? null) : (lesson?.id ?? null);
  // Spec 02 §4: the first non-homework section by position is selected after load.
  const section = sections.find((candidate) => candidate.id === sectionId) ?? sections.find((candidate) => !candidate.isHomework) ?? sections[0] ?? null;
  // ... and the first student.
  const student = detail.students.find((candidate) => candidate.id === studentId) ?? detail.students[0] ?? null;
  const hiddenIds = new Set(hidden.data?.hiddenExerciseIds ?? []);
  // The side panel's dictionary: the watched student's for staff, a student's own.
  const dictionaryUserId = staff ? (student?.id ?? null) : (user?.id ?? null);
  const dictionary = useClassDictionary(classId, dictionaryUserId);
  // Words go to that same dictionary; an administrator who does not teach the class only reads.
  const canAddWords = staff ? canAct && !!student : !detail.isReadOnly;

  const complete = useWrite<LessonCompletion>({
    write: () => classWrites.completeLesson(classId) as Promise<LessonCompletion>,
    success: (result) =>
      result.alreadyCompleted
        ? t('complete.already')
        : result.notCharged.length > 0
          ? t('complete.doneSomeNotCharged', { count: result.notCharged.length })
          : t('complete.done'),
    failure: t('complete.error'),
    invalidates: [classKeys.detail(classId)],
    onSuccess: () => setModal(null),
  });

  const panel = (
    <ClassSidePanel title={t('panel.title')}>
      {staff && <StudentPicker students={detail.students} selectedId={student?.id ?? null} onSelect={(next) => {
        setStudentId(next);
        setOverview(false);
      }} />}
      {sections.length > 0 && <SectionPicker sections={sections} selectedId={section?.id ?? null} onSelect={setSectionId} />}
      {staff && (
        <section aria-labelledby="class-tools-heading">
          <h2 id="class-tools-heading">{t('panel.tools')}</h2>
          <Tools>
            {detail.students.length > 0 && section && (
              <Button type="button" aria-pressed={overview} onClick={() => setOverview((value) => !value)}>
                {t('overview.toggle')}
              </Button>
            )}
            {canAct && (
              <>
                <ButtonLink to={`/classes/${classId}/select-material`}>{t('panel.attachLesson')}</ButtonLink>
                <Button type="button" onClick={() => setModal('room')}>
                  {t('room.edit')}
                </Button>
                {lesson && (
                  <Button type="button" onClick={() => setModal('complete')}>
                    {t('complete.button')}
                  </Button>
                )}
              </>
            )}
            <Button type="button" $variant="ghost" aria-expanded={historyOpen} aria-controls="class-history" onClick={() => setHistoryOpen((value) => !value)}>
              {t('history.title')}
            </Button>
            <div id="class-history" hidden={!historyOpen}>
              {historyOpen && <MaterialsHistory classId={classId} />}
            </div>
          </Tools>
        </section>
      )}
      {canAct && lesson && (
        <LessonAccessPanel
          classId={classId}
          courseId={lesson.courseId}
          currentLessonId={currentLessonId}
          shownSection={viewedLessonId && viewedLessonId !== currentLessonId && section ? { lessonId: lesson.id, id: section.id, name: section.isHomework ? t('panel.homeworkSection') : t('panel.section', { number: sections.indexOf(section) + 1 }) } : null}
          studentCount={detail.students.length}
        />
      )}
      {!staff && <OpenLessons classId={classId} currentLessonName={viewedLessonId ? null : (lesson?.name ?? null)} />}
      {dictionaryUserId && <ClassDictionaryList dictionary={dictionary} studentName={staff && student ? `${student.firstName} ${student.lastName}` : undefined} />}
      {staff && student && lesson && (
        <IncorrectWordsPanel key={student.id} classId={classId} student={student} language={lesson.courseLanguage} canAdd={canAddWords} onAdded={dictionary.reloadAfterAdd} />
      )}
    </ClassSidePanel>
  );

  let body;
  if (!lesson || !section)
    body = (
      <StatePanel role="status">
        <p>{t(staff ? 'classroom.noLessonTeacher' : 'classroom.noLessonStudent')}</p>
        {canAct && <ButtonLink to={`/classes/${classId}/select-material`}>{t('panel.attachLesson')}</ButtonLink>}
      </StatePanel>
    );
  else if (staff && overview)
    body = <ClassOverview students={detail.students} exercises={section.exercises} answers={answers.data ?? {}} onOpen={(next) => {
      setStudentId(next);
      setOverview(false);
    }} />;
  else if (section.exercises.length === 0) body = <MutedText>{t('classroom.emptySection')}</MutedText>;
  else
    body = (
      <Exercises>
        {section.exercises.map((exercise) => {
          const answerable = isAnsweredType(exercise.type);
          if (staff)
            return (
              // Keyed by the student: a player shows what it was given, never the last student's answer.
              <li key={`${exercise.id}:${student?.id ?? ''}`}>
                <TeacherExercise
                  classId={classId}
                  exercise={exercise}
                  stored={student ? answers.data?.[student.id]?.[exercise.id] : undefined}
                  student={student}
                  students={detail.students}
                  hidden={hiddenIds.has(exercise.id)}
                  canAct={canAct}
                  answerable={answerable}
                />
                {canAddWords && <WordListAdd words={wordsOf(exercise)} language={lesson.courseLanguage} studentId={student?.id ?? null} onAdded={dictionary.reloadAfterAdd} exerciseTitle={exercise.title || exercise.type} />}
              </li>
            );
          return (
            <li key={exercise.id}>
              {queue && user && (
                <StudentExercise classId={classId} exercise={exercise} stored={answers.data?.[user.id]?.[exercise.id]} queue={queue} readOnly={detail.isReadOnly || !answers.data} answerable={answerable} />
              )}
              {canAddWords && <WordListAdd words={wordsOf(exercise)} language={lesson.courseLanguage} studentId={null} onAdded={dictionary.reloadAfterAdd} exerciseTitle={exercise.title || exercise.type} />}
            </li>
          );
        })}
      </Exercises>
    );

  return (
    <Frame>
      <Header>
        <div>
          <PageTitle dir="auto">{detail.name}</PageTitle>
          {lesson && (
            <MutedText dir="auto">
              {lesson.courseName} · {lesson.name}
            </MutedText>
          )}
          {viewedLessonId && <Link to={`/classes/${classId}`}>{t('access.backToCurrent')}</Link>}
        </div>
        <HeaderActions>
          <ButtonLink to={`/classes/${classId}/homework`}>{t('homework.link')}</ButtonLink>
          <LiveState data-live-state={live.state} role="status">
            {live.state === 'open' ? t('live.open') : live.state === 'closed' ? t('live.closed') : t('live.connecting')}
          </LiveState>
          {isWebLink(detail.roomUrl) && (
            <JoinLink href={detail.roomUrl} target="_blank" rel="noopener noreferrer">
              {t('room.join')}
              <VisuallyHidden> {t('room.newTab')}</VisuallyHidden>
            </JoinLink>
          )}
        </HeaderActions>
      </Header>
      {answers.error && <p role="alert">{t('answer.loadError')}</p>}
      {panel}
      {staff && student && !overview && lesson && <MutedText>{t('classroom.watching', { name: `${student.firstName} ${student.lastName}` })}</MutedText>}
      {body}
      {modal === 'room' && <RoomLinkDialog classId={classId} current={detail.roomUrl} onClose={() => setModal(null)} />}
      {modal === 'complete' && lesson && (
        <ConfirmDialog
          title={t('complete.title')}
          question={t('complete.question', { name: lesson.name, count: detail.students.length })}
          confirmLabel={t('complete.button')}
          onClose={() => setModal(null)}
          onConfirm={() => complete.mutateAsync()}
        />
      )}
    </Frame>
  );
}

/** `/classes/:id`. Default export: the host loads it lazily. */
const ClassroomPage = withServerData(ClassroomView);
export default ClassroomPage;

const Frame = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 16px;
  color: ${({ theme }) => theme.colors.text};
`;

const OfflineNotice = styled.div`
  padding: 16px 16px 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const LiveState = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-live-state='open'] {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Tools = styled.div`
  display: grid;
  gap: 8px;
  justify-items: stretch;
`;

const Exercises = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The meeting opens in a new tab, so the class stays open here. */
const JoinLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.controlHeight}px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;
