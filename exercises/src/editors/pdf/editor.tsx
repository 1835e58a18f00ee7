import { Stack, useErrorAt } from '../common.js';
import type { EditorProps } from '../types.js';
import { PdfUpload } from '../upload.js';

/** One uploaded PDF; the lesson page's preview shows it in the student's viewer. */
export default function PdfEditor({ value, onChange, errors }: EditorProps<'pdf'>) {
  const errorAt = useErrorAt(errors);
  return (
    <Stack>
      <PdfUpload value={value.file} error={errorAt('file')} onChange={(file) => onChange({ file })} />
    </Stack>
  );
}
