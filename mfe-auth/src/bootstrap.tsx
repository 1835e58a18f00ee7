import { StandaloneShell } from '@school/shared/standalone';
import { createRoot } from 'react-dom/client';
import { remote } from './routes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneShell remote={remote} />);
