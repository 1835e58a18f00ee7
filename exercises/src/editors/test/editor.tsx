import { Check, Inline, RowList, RowText, Stack, useEditorText, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';

export default function TestEditor({ value, onChange, errors }: EditorProps<'test'>) {
  const { t } = useEditorText();
  const errorAt = useErrorAt(errors);
  return (
    <RowList
      legend={t('test.questions')}
      error={errorAt('questions')}
      items={value.questions}
      min={1}
      newItem={() => ({ question: '', answers: [{ text: '', correct: true }, { text: '', correct: false }] })}
      onChange={(questions) => onChange({ ...value, questions })}
      addLabel={t('test.addQuestion')}
      removeLabel={(number) => t('test.removeQuestion', { number })}
      renderRow={(question, index, update) => (
        <Stack>
          <RowText
            label={t('test.question', { number: index + 1 })}
            value={question.question}
            error={errorAt('questions', index, 'question')}
            onChange={(text) => update({ ...question, question: text })}
          />
          <RowList
            legend={t('test.answers', { number: index + 1 })}
            error={errorAt('questions', index, 'answers')}
            items={question.answers}
            min={2}
            newItem={() => ({ text: '', correct: false })}
            onChange={(answers) => update({ ...question, answers })}
            addLabel={t('test.addAnswer')}
            removeLabel={(number) => t('test.removeAnswer', { number })}
            renderRow={(answer, at, updateAnswer) => (
              <Inline>
                <RowText
                  label={t('test.answer', { number: at + 1 })}
                  value={answer.text}
                  error={errorAt('questions', index, 'answers', at, 'text')}
                  onChange={(text) => updateAnswer({ ...answer, text })}
                />
                <Check
                  label={t('test.correct', { number: at + 1 })}
                  checked={answer.correct}
                  onChange={(correct) => updateAnswer({ ...answer, correct })}
                />
              </Inline>
            )}
          />
        </Stack>
      )}
    />
  );
}
