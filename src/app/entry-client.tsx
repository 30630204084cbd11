import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { preloadPage } from '@/app/page-components';
import { findPage } from '@/registry/pages';
import '@/index.css';

const entry = findPage(window.location.pathname);
if (entry) await preloadPage(entry);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Built pages arrive prerendered and are hydrated; the development server sends an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
