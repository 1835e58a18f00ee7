import { StandaloneShell } from '@school/shared/standalone';
import { createRoot } from 'react-dom/client';
import { remote } from './routes';

// Standalone: this remote's pages inside the minimal dev shell (theme, router, session, toasts).
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneShell remote={remote} />);
