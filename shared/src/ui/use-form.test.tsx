/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { changeLanguage } from '../client/i18n.js';
import { emailSchema, requiredText } from '../contracts/common.js';
import { MESSAGES } from '../contracts/messages.js';
import { SubmitButton } from './button.js';
import { FormGrid, SelectField, TextAreaField, TextField } from './fields.js';
import { media } from './breakpoints.js';
import { mediaRulesFor, renderKit } from './testing.js';
import { useForm } from './use-form.js';

const schema = z.object({ email: emailSchema(), level: requiredText('validation.level'), note: z.string() });
const FIELDS = ['email', 'level', 'note'] as const;

function ContactForm({ send, initial = { email: '', level: '', note: '' } }: { send: (data: z.infer<typeof schema>) => Promise<Record<string, string> | void>; initial?: Record<(typeof FIELDS)[number], string> }) {
  const form = useForm({ schema, initialValues: initial, fields: FIELDS });
  const onSubmit = form.handleSubmit(async (data) => {
    const serverErrors = await send(data);
    if (serverErrors) form.setServerErrors(serverErrors);
    else form.reset({ email: data.email, level: data.level, note: data.note });
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormGrid data-testid="grid">
        <TextField {...form.field('email')} label="Email" kind="email" />
        <SelectField {...form.field('level')} label="Level">
          <option value="">Choose</option>
          <option value="a1">A1</option>
        </SelectField>
        <TextAreaField {...form.field('note')} label="Note" hint="Optional" />
      </FormGrid>
      <output>{form.dirty ? 'changed' : 'unchanged'}</output>
      <SubmitButton busy={form.submitting} busyLabel="Sending…">
        Send
      </SubmitButton>
    </form>
  );
}

beforeEach(() => changeLanguage('en'));

describe('useForm', () => {
  it('checks the contract before sending, ties each error to its field and focuses the first', async () => {
    const send = jest.fn(async () => undefined);
    const { user } = renderKit(<ContactForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(send).not.toHaveBeenCalled();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(level).toHaveAccessibleDescription('Choose a level');
    expect(email).toHaveFocus();
  });

  it('lets a corrected field lose its message at once, the others keep theirs', async () => {
    const { user } = renderKit(<ContactForm send={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@school.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the parsed values once, says it is busy meanwhile, and tracks unsaved changes', async () => {
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderKit(<ContactForm send={send} />);
    expect(screen.getByRole('status')).toHaveTextContent('unchanged');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '  ana@school.test ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'a1');
    expect(screen.getByRole('status')).toHaveTextContent('changed');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'ana@school.test', level: 'a1', note: '' });
    finish();
    await screen.findByRole('button', { name: 'Send' });
    // What was saved is the new clean state.
    expect(screen.getByRole('status')).toHaveTextContent('unchanged');
  });

  it("shows the server's field errors beside their fields and focuses the first", async () => {
    const { user } = renderKit(<ContactForm initial={{ email: 'ana@school.test', level: 'a1', note: '' }} send={async () => ({ note: 'Too rude', email: 'This email is already in use' })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already in use'));
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Too rude Optional');
  });

  it('shows rule messages in the reader language', async () => {
    await changeLanguage('uk');
    const { user } = renderKit(<ContactForm send={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveAccessibleDescription(MESSAGES.uk.validation.level);
  });

  it('lays the fields out in one column on a phone', () => {
    renderKit(<ContactForm send={async () => undefined} />);
    expect(mediaRulesFor(screen.getByTestId('grid'), media.phone)).toContain('grid-template-columns:minmax(0,1fr)');
  });
});

describe('field kinds', () => {
  it('give phones the right keyboard and the browser the right autofill', () => {
    renderKit(
      <>
        <TextField id="e" label="Email" kind="email" />
        <TextField id="p" label="Phone" kind="tel" />
        <TextField id="n" label="Hours" kind="integer" />
        <TextField id="u" label="Login" kind="email" autoComplete="username" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toMatchObject({ type: 'email', inputMode: 'email', autocomplete: 'email' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toMatchObject({ type: 'tel', inputMode: 'tel', autocomplete: 'tel' });
    expect(screen.getByRole('textbox', { name: 'Hours' })).toMatchObject({ type: 'text', inputMode: 'numeric' });
    // The caller's own value wins over the kind's default.
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveAttribute('autocomplete', 'username');
  });
});
