/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { changeLanguage } from '../client/i18n.js';
import { MemoryRouter } from '../client/router.js';
import { buildTheme } from '../client/theme.js';
import { Alert, Button, ButtonLink, IconButton, media, PasswordField, SubmitButton, TextAreaField, TextField, TOUCH_TARGET_PX } from './index.js';
import { mediaRulesFor } from './testing.js';

function renderKit(ui: ReactElement) {
  return render(
    <ThemeProvider theme={buildTheme()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('TextField', () => {
  it('is named by its label and described by its error, then its hint', () => {
    renderKit(<TextField id="email" label="Email" hint="Your work address" error="Please enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your email Your work address');
  });

  it('is not marked invalid without an error', () => {
    renderKit(<TextField id="name" label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('TextAreaField', () => {
  function Counted({ hint }: { hint?: string }) {
    const [value, setValue] = useState('');
    return <TextAreaField id="note" label="Note" hint={hint} maxLength={20} counted value={value} onChange={(event) => setValue(event.target.value)} />;
  }

  it('counts what a counted field uses of its limit, shown short and read out as a sentence', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    renderKit(<Counted hint="Optional" />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    expect(screen.getByText('0/20')).toBeInTheDocument();
    await user.type(note, 'Hello');
    expect(screen.getByText('5/20')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('Optional 5 of 20 characters used');
  });

  it('counts in the reader language, and not at all without a limit', async () => {
    await changeLanguage('uk');
    renderKit(
      <>
        <Counted />
        <TextAreaField id="free" label="Free" counted />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Використано 0 з 20 символів');
    expect(screen.getByRole('textbox', { name: 'Free' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a pressed-state button named in the reader language', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    renderKit(<PasswordField id="password" label="Password" defaultValue="secret-1" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Hide password');
  });

  it('speaks Ukrainian by default', async () => {
    await changeLanguage('uk');
    renderKit(<PasswordField id="password" label="Пароль" />);
    expect(screen.getByRole('button', { name: 'Показати пароль' })).toBeInTheDocument();
  });
});

describe('SubmitButton', () => {
  it('says what it is doing and cannot be pressed twice while busy', () => {
    const { rerender } = renderKit(
      <SubmitButton busy={false} busyLabel="Signing in…">
        Sign in
      </SubmitButton>,
    );
    const idle = screen.getByRole('button', { name: 'Sign in' });
    expect(idle).toBeEnabled();
    expect(idle).toHaveAttribute('type', 'submit');
    rerender(
      <ThemeProvider theme={buildTheme()}>
        <MemoryRouter>
          <SubmitButton busy busyLabel="Signing in…">
            Sign in
          </SubmitButton>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const busy = screen.getByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });
});

describe('ButtonLink and Alert', () => {
  it('navigates like a link', () => {
    renderKit(<ButtonLink to="/auth/signin">Back to sign in</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/signin');
  });

  it('announces errors at once and other news politely', () => {
    renderKit(
      <>
        <Alert tone="error">Invalid email or password!</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password!');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('touch', () => {
  it('makes every control at least the touch target on a coarse pointer', async () => {
    await changeLanguage('en');
    renderKit(
      <>
        <Button type="button">Save</Button>
        <IconButton type="button" aria-label="Close" />
        <TextField id="name" label="Name" />
        <PasswordField id="password" label="Password" />
      </>,
    );
    const touch = (element: Element) => mediaRulesFor(element, media.coarsePointer);
    expect(touch(screen.getByRole('button', { name: 'Save' }))).toContain(`min-block-size:${TOUCH_TARGET_PX}px`);
    expect(touch(screen.getByRole('button', { name: 'Close' }))).toContain(`block-size:${TOUCH_TARGET_PX}px`);
    expect(touch(screen.getByRole('textbox', { name: 'Name' }))).toContain(`min-block-size:${TOUCH_TARGET_PX}px`);
    expect(touch(screen.getByRole('button', { name: 'Show password' }))).toContain(`inline-size:${TOUCH_TARGET_PX}px`);
  });
});
