import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadFirstPage } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container = root;

// The first render waits for the first page's code (a few small chunks, loading beside this
// one's evaluation) and its first data (router.tsx preloadFirstPage). Rendered before the code,
// the page would suspend, show 'Caricamento...', and React holds the reveal up to 300 ms after a
// fallback, ~300 ms of every cold load (docs/decisions/016); a chunk that failed renders its error
// through the page's own import. In a transition, the first render yields to the browser every
// few milliseconds instead of holding the main thread for the whole page (~150-300 ms on a 4×
// slower phone): a tap or a keystroke meanwhile is answered (Total Blocking Time, decision 031).
void preloadFirstPage(window.location).then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
