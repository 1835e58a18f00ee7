import { StandaloneShell } from '@school/shared/standalone';
import { createRoot } from 'react-dom/client';
import { init, routes } from './routes';

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneShell app="mfe_auth" routes={routes} init={init} />);
