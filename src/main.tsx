import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

async function start() {
  // Demo mode: start the built-in mock service first. A build with VITE_API_BASE_URL set drops this
  // branch (and the mock with it) at build time.
  // The test is written on import.meta.env itself so that the bundler removes the whole branch.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockService } = await import('./mocks/browser');
    await startMockService();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
