import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { exerciseInputSchema, isShownToStudent, toStudentCopy, type Exercise, type ExerciseInput, type ImplementedType } from '@school/exercises';
import { editorErrors, editorErrorsFromFields, emptyContent } from '@school/exercises/editors';
import { isHttpError, useTranslation } from '@school/shared';
import { Button, cardFrame, media, MutedText, Spinner, SubmitButton, TextAreaField, TextField } from '@school/shared/ui';
import styled from 'styled-components';
import { useEditor } from '../hooks/use-exercise-parts';
import { ExercisePreview } from './exercise-preview';

const COMMON_FIELDS = new Set(['id', 'lessonSectionId', 'position', 'createdAt', 'updatedAt', 'type', 'title', 'instruction']);

/** The fields of the exercise's own type: what the type's editor edits. */
function contentFields(exercise: Exercise): Record<string, unknown> {
  return Object.fromEntries(Object.entries(exercise).filter(([key]) => !COMMON_FIELDS.has(key)));
}

// A draft has no id yet; the preview's shuffles are seeded with this one until it is saved.
const DRAFT_ID = '00000000-0000-4000-8000-000000000000';

export interface ExerciseEditorProps {
  type: ImplementedType;
  /** The exercise being edited; a new one of `type` without it. */
  exercise?: Exercise;
  lessonSectionId: string;
  onClose: () => void;
  /** Saves on the server; rejects with the server's error to show its field errors. */
  onSave: (input: ExerciseInput) => Promise<void>;
}

/**
 * Title, instruction and the type's own editor, with a live preview beside them: the student
 * player rendering the copy a student would get, built here with the same `toStudentCopy`
 * the server uses. Errors show after the first save and then follow every change.
 */
export function ExerciseEditor({ type, exercise, lessonSectionId, onClose, onSave }: ExerciseEditorProps) {
  const { t } = useTranslation('content');
  const { t: tMessage } = useTranslation();
  const formId = useId();
  const editor = useEditor(type);
  const [title, setTitle] = useState(exercise?.title ?? '');
  const [instruction, setInstruction] = useState(exercise?.instruction ?? '');
  const [content, setContent] = useState<Record<string, unknown>>(() => (exercise ? contentFields(exercise) : emptyContent(type)));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, readonly string[]>>>({});

  const input = useMemo(() => ({ ...content, type, title, instruction }), [content, type, title, instruction]);
  const parsed = useMemo(() => exerciseInputSchema.safeParse(input), [input]);

  // The page shows the title's and instruction's errors; the editor gets the rest by content
  // path (catalogue keys it translates itself, or the server's text).
  const issues = useMemo(() => (submitted && !parsed.success ? parsed.error.issues : []), [submitted, parsed]);
  const editorFieldErrors = useMemo(() => ({ ...editorErrorsFromFields(serverErrors), ...editorErrors(issues) }), [serverErrors, issues]);
  const commonError = (field: 'title' | 'instruction') => {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    return issue ? tMessage(issue.message) : serverErrors[field]?.[0];
  };

  const preview = useMemo(() => {
    if (!parsed.success) return null;
    const now = new Date(0).toISOString();
    const draft = { ...parsed.data, id: exercise?.id ?? DRAFT_ID, lessonSectionId, position: 0, createdAt: now, updatedAt: now } as Exercise;
    // A note hidden from students is previewed for the teacher, with a word that students never get it.
    return { copy: toStudentCopy(draft), shown: isShownToStudent(draft) };
  }, [parsed, exercise?.id, lessonSectionId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!parsed.success) {
      // The first invalid field takes focus, so a keyboard user lands where the problem is.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus());
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
    } catch (error) {
      const body = isHttpError(error) ? (error.response?.data as { fieldErrors?: Record<string, string[]> } | undefined) : undefined;
      setServerErrors(body?.fieldErrors ?? {});
      setSaving(false);
    }
  }

  // The editor takes the place of the list: its heading takes focus, as a new view would.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const Editor = editor.component;
  const typeName = t(`lesson.types.${type}`);
  return (
    <Section aria-labelledby={`${formId}-heading`} data-exercise-editor={type}>
      <Heading id={`${formId}-heading`} ref={headingRef} tabIndex={-1}>
        {exercise ? t('lesson.editor.editTitle', { type: typeName }) : t('lesson.editor.createTitle', { type: typeName })}
      </Heading>
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Columns>
          <Fields>
            <TextField
              id={`${formId}-title`}
              label={t('lesson.editor.title')}
              name="title"
              value={title}
              maxLength={500}
              onChange={(event) => setTitle(event.target.value)}
              error={commonError('title')}
              dir="auto"
            />
            <TextAreaField
              id={`${formId}-instruction`}
              label={t('lesson.editor.instruction')}
              name="instruction"
              value={instruction}
              maxLength={500}
              rows={2}
              onChange={(event) => setInstruction(event.target.value)}
              error={commonError('instruction')}
              dir="auto"
            />
            {editor.error ? (
              <p role="alert">{t('lesson.editor.loadError')}</p>
            ) : Editor ? (
              <Editor value={content as never} onChange={(next: unknown) => setContent(next as Record<string, unknown>)} errors={editorFieldErrors} />
            ) : (
              <p role="status">
                <Spinner /> {t('lesson.editor.loading')}
              </p>
            )}
          </Fields>
          <Preview aria-labelledby={`${formId}-preview`}>
            <PreviewTitle id={`${formId}-preview`}>{t('lesson.editor.preview')}</PreviewTitle>
            {preview && !preview.shown && <MutedText>{t('lesson.editor.previewHidden')}</MutedText>}
            {preview ? (
              // The exercise as the lesson shows it to a student: title and instruction above the
              // player, as on its card (issue 20: the preview left them out and disagreed with the card).
              <>
                {preview.copy.title && (
                  <PreviewExerciseTitle dir="auto" data-preview-title>
                    {preview.copy.title}
                  </PreviewExerciseTitle>
                )}
                {preview.copy.instruction && (
                  <PreviewInstruction dir="auto" data-preview-instruction>
                    {preview.copy.instruction}
                  </PreviewInstruction>
                )}
                <ExercisePreview key={JSON.stringify(preview.copy)} exercise={preview.copy} />
              </>
            ) : (
              <MutedText>{t('lesson.editor.previewIncomplete')}</MutedText>
            )}
          </Preview>
        </Columns>
        <Footer>
          <Button type="button" onClick={onClose} disabled={saving}>
            {t('lesson.editor.cancel')}
          </Button>
          <SubmitButton busy={saving} busyLabel={t('lesson.editor.saving')}>
            {t('lesson.editor.save')}
          </SubmitButton>
        </Footer>
      </Form>
    </Section>
  );
}

const Section = styled.section`
  ${cardFrame}
  gap: 16px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  ${media.tabletDown} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  min-inline-size: 0;
`;

const Preview = styled.section`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  min-inline-size: 0;
`;

const PreviewTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const PreviewExerciseTitle = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const PreviewInstruction = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;
