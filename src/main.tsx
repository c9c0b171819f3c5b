import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { ensureDemoWorker } from './app/demo';
import { identityOf, settingsStore } from './lib/settings-store';

const queryClient = createQueryClient();
const router = createAppRouter({
  queryClient,
  getApi: () => identityOf(settingsStore.get()),
});

// New settings mean another API identity: drop every cached answer and reload data.
let identity = JSON.stringify(identityOf(settingsStore.get()));
settingsStore.subscribe(() => {
  const next = JSON.stringify(identityOf(settingsStore.get()));
  if (next === identity) return;
  identity = next;
  queryClient.clear();
  void router.invalidate();
});

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
