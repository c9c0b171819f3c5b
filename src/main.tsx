import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { followIdentity } from './app/identity';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { ensureDemoWorker, settingsStore } from './features/settings';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
followIdentity(queryClient, router);

async function start() {
  if (settingsStore.get().demo) {
    try {
      await ensureDemoWorker();
    } catch (error) {
      // The dashboard still works against a real API; Settings says the demo is off.
      console.error('The demo API could not start', error);
    }
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
