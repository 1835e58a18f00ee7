/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage } from '../client/i18n.js';
import { Button } from './button.js';
import { Dialog } from './dialog.js';
import { media } from './breakpoints.js';
import { mediaRulesFor, renderKit } from './testing.js';

function Opener({ busy = false, role }: { busy?: boolean; role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Open
      </Button>
      {open && (
        <Dialog title="Rename course" role={role} describedBy={role === 'alertdialog' ? 'question' : undefined} onClose={() => setOpen(false)} busy={busy}>
          {role === 'alertdialog' && <p id="question">Delete it for good?</p>}
          <label htmlFor="name">Name</label>
          <input id="name" />
          <Button type="button" data-autofocus={role === 'alertdialog' ? true : undefined}>
            Keep
          </Button>
        </Dialog>
      )}
    </>
  );
}

beforeEach(() => changeLanguage('en'));

describe('Dialog', () => {
  it('is a labelled modal that takes focus and stops the page scrolling', async () => {
    const { user } = renderKit(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename course' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // First control in the panel: the close button in the title row.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, both ways', async () => {
    const { user } = renderKit(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const keep = screen.getByRole('button', { name: 'Keep' });
    keep.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(keep).toHaveFocus();
  });

  it('closes on Escape and on its close button, giving focus back to the opener and the page its scroll', async () => {
    const { user } = renderKit(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cannot be closed while busy', async () => {
    const { user } = renderKit(<Opener busy />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('as an alertdialog is described by its question and starts on the marked control', async () => {
    const { user } = renderKit(<Opener role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rename course' });
    expect(dialog).toHaveAccessibleDescription('Delete it for good?');
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it('names its close button in the reader language', async () => {
    await changeLanguage('uk');
    const { user } = renderKit(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Закрити' })).toBeInTheDocument();
  });

  it('is a full-screen sheet on a phone', async () => {
    const { user } = renderKit(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const panel = screen.getByRole('dialog');
    const phone = mediaRulesFor(panel, media.phone);
    expect(phone).toContain('inline-size:100%');
    expect(phone).toContain('block-size:100dvh');
    expect(phone).toContain('border-radius:0');
  });
});
