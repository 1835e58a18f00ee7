/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { media, TOUCH_TARGET_PX } from './breakpoints.js';
import { MenuButton, type MenuItem } from './menu.js';
import { mediaRulesFor, renderKit } from './testing.js';

function setup() {
  const chosen: string[] = [];
  const items: MenuItem[] = ['Profile', 'Settings', 'Security', 'Sign out'].map((label) => ({
    id: label.toLowerCase(),
    label,
    danger: label === 'Sign out',
    onSelect: () => chosen.push(label),
  }));
  const view = renderKit(
    <>
      <MenuButton label="Account" items={items}>
        <span aria-hidden="true">OK</span>
      </MenuButton>
      <p>Outside</p>
    </>,
  );
  return { ...view, chosen, button: screen.getByRole('button', { name: 'Account' }) };
}

describe('MenuButton', () => {
  it('says it opens a menu and whether it is open', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('opens from the keyboard on the first or the last item and moves with arrows, Home and End', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('jumps to the next item starting with a typed letter', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('s');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('s');
    expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveFocus();
    await user.keyboard('s');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
  });

  it('runs the chosen item, closes and gives focus back to the button', async () => {
    const { user, button, chosen } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Settings']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(chosen).toEqual(['Settings', 'Sign out']);
  });

  it('closes on a click outside and on Tab', async () => {
    const { user, button } = setup();
    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not open on hover', async () => {
    const { user, button } = setup();
    await user.hover(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is a bottom sheet with touch-sized rows on a phone', async () => {
    const { user, button } = setup();
    await user.click(button);
    const sheet = mediaRulesFor(screen.getByRole('menu'), media.phone);
    expect(sheet).toContain('position:fixed');
    expect(sheet).toContain('inset-block-end:0');
    expect(mediaRulesFor(screen.getByRole('menuitem', { name: 'Profile' }), media.coarsePointer)).toContain(`min-block-size:${TOUCH_TARGET_PX}px`);
    expect(mediaRulesFor(button, media.coarsePointer)).toContain(`min-block-size:${TOUCH_TARGET_PX}px`);
  });
});
