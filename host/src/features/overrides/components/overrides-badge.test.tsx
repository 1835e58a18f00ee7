import { render, screen } from '@testing-library/react';
import { renderPage } from '@school/shared/testing';
import { OverridesBadge } from './overrides-badge';

describe('OverridesBadge', () => {
  it('lists active overrides in a labelled status and resets them in one click', async () => {
    const onReset = jest.fn();
    const { user } = renderPage(<OverridesBadge overrides={{ mfe_content: 'http://localhost:3002/mf-manifest.json' }} onReset={onReset} />, { path: '*', url: '/' });
    const badge = screen.getByRole('status', { name: 'Active remote overrides' });
    expect(badge).toHaveTextContent('mfe_content');
    expect(badge).toHaveTextContent('http://localhost:3002/mf-manifest.json');
    await user.click(screen.getByRole('button', { name: 'Reset overrides' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('renders nothing without overrides', () => {
    const { container } = render(<OverridesBadge overrides={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
