import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '@school/shared';
import { OverridesBadge } from './OverridesBadge';

describe('OverridesBadge', () => {
  it('lists active overrides in a labelled status and resets them in one click', async () => {
    const onReset = jest.fn();
    render(
      <ThemeProvider theme={buildTheme()}>
        <OverridesBadge overrides={{ mfe_content: 'http://localhost:3002/mf-manifest.json' }} onReset={onReset} />
      </ThemeProvider>,
    );
    const badge = screen.getByRole('status', { name: 'Active remote overrides' });
    expect(badge).toHaveTextContent('mfe_content');
    expect(badge).toHaveTextContent('http://localhost:3002/mf-manifest.json');
    await userEvent.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('renders nothing without overrides', () => {
    const { container } = render(<OverridesBadge overrides={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
