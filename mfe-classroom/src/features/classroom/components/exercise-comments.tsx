import { useId, useState, type FormEvent } from 'react';
import { errorMessage, formatDateTime, useSession, useTranslation } from '@school/shared';
import { classKeys, useQuery, useWrite } from '@school/shared/query';
import { Button, Select, TextArea } from '@school/shared/ui';
import styled from 'styled-components';
import { classQueries, classWrites } from '../../../api/class-queries';
import { COMMENT_MAX, type PersonRef } from '../../../lib/classroom-contracts';

export interface ExerciseCommentsProps {
  classId: string;
  exerciseId: string;
  /** The class's students, for a teacher's choice of recipient; none for a student. */
  students?: readonly PersonRef[];
  /** The student the teacher is watching: the recipient offered first. */
  selectedStudentId?: string | null;
}

const fullName = (person: PersonRef) => `${person.firstName} ${person.lastName}`.trim();

/**
 * An exercise's comments, opened on demand (one read per exercise opened, not per exercise
 * shown): the thread the reader may see and, where the server says `canComment`, a message to
 * everyone or, from a teacher, to one student. Posting reads the thread again (spec 02 §4).
 */
export function ExerciseComments({ classId, exerciseId, students, selectedStudentId }: ExerciseCommentsProps) {
  const { t } = useTranslation('classroom');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Wrap>
      <Button type="button" $variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {t(open ? 'comments.hide' : 'comments.show')}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <CommentThread classId={classId} exerciseId={exerciseId} students={students} selectedStudentId={selectedStudentId} />}
      </div>
    </Wrap>
  );
}

function CommentThread({ classId, exerciseId, students, selectedStudentId }: ExerciseCommentsProps) {
  const { t } = useTranslation('classroom');
  const { user } = useSession();
  const thread = useQuery(classQueries.comments(classId, exerciseId));
  const [message, setMessage] = useState('');
  const [recipient, setRecipient] = useState(selectedStudentId ?? '');
  const [error, setError] = useState('');
  const ids = useId();
  const post = useWrite({
    write: (body: { message: string; recipientId: string | null }) => classWrites.comment(classId, exerciseId, body.message, body.recipientId),
    failure: false,
    invalidates: [classKeys.comments(classId, exerciseId)],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(t('comments.required'));
      return;
    }
    setError('');
    try {
      await post.mutateAsync({ message: text, recipientId: thread.data?.isTeacher ? recipient || null : null });
      setMessage('');
    } catch (failure) {
      setError(errorMessage(failure, t('comments.postError')));
    }
  }

  if (thread.error) return <p role="alert">{errorMessage(thread.error, t('comments.loadError'))}</p>;
  if (!thread.data) return <p role="status">{t('comments.loading')}</p>;
  const nameOf = (id: string | null) => (id ? (students?.find((student) => student.id === id) ?? null) : null);
  return (
    <Thread>
      {thread.data.comments.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <ul aria-label={t('comments.label')}>
          {thread.data.comments.map((comment) => {
            const to = nameOf(comment.recipientId);
            return (
              <li key={comment.id}>
                <strong>{comment.author ? (comment.author.id === user?.id ? t('comments.you') : fullName(comment.author)) : t('comments.deletedAuthor')}</strong>
                {' · '}
                <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                {thread.data.isTeacher && <span>{' · '}{to ? t('comments.toStudent', { name: fullName(to) }) : t('comments.toEveryone')}</span>}
                <p dir="auto">{comment.message}</p>
              </li>
            );
          })}
        </ul>
      )}
      {thread.data.canComment && (
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={post.isPending}>
          <label htmlFor={`${ids}-message`}>{t('comments.message')}</label>
          <TextArea id={`${ids}-message`} value={message} maxLength={COMMENT_MAX} rows={2} onChange={(event) => setMessage(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${ids}-error` : undefined} />
          {thread.data.isTeacher && students && students.length > 0 && (
            <>
              <label htmlFor={`${ids}-to`}>{t('comments.recipient')}</label>
              <Select id={`${ids}-to`} value={recipient} onChange={(event) => setRecipient(event.target.value)}>
                <option value="">{t('comments.everyone')}</option>
                {students.map((student) => (
                  <option key={student.id} value={student.id}>
                    {fullName(student)}
                  </option>
                ))}
              </Select>
            </>
          )}
          {error && (
            <ErrorLine id={`${ids}-error`} role="alert">
              {error}
            </ErrorLine>
          )}
          <Button type="submit" disabled={post.isPending}>
            {t('comments.send')}
          </Button>
        </form>
      )}
    </Thread>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  > div {
    inline-size: 100%;
  }
`;

const Thread = styled.div`
  display: grid;
  gap: 12px;
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
  }
  form {
    display: grid;
    gap: 6px;
    justify-items: start;
  }
  form textarea,
  form select {
    inline-size: 100%;
  }
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
