// Talking to the server: JSON requests, errors, and searches with a progress line and a
// Cancel button.

import { state, ui, $ } from './state.js';

// ---------------------------------------------------------------------------------------------
// Talking to the server

class ApiError extends Error {
  constructor(status, body) {
    super(body && body.error ? body.error : `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

export function queryString(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
  return q.toString();
}

export async function api(path, params = {}, method = 'GET') {
  const response = await fetch(`${path}?${queryString(params)}`, { method });
  let body = null;
  try { body = await response.json(); } catch (e) { body = null; }
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

export function positionParams(moves = state.moves) {
  return { game: state.game, board: state.board, moves: moves.join(' '), ...state.params };
}

function newJobId() {
  return 'j' + Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
}

// A search with a progress line and a Cancel button once it takes more than a moment.
export async function searching(path, params) {
  const job = newJobId();
  ui.currentJob = job;
  let timer = null;
  const poll = async () => {
    try {
      const p = await api('/api/progress', { job });
      if (p.running && ui.currentJob === job) {
        $('progress').hidden = false;
        $('progress-text').textContent =
          `Searching… ${Number(p.nodes).toLocaleString('en-US')} nodes, ${p.seconds.toFixed(1)} s`;
      }
    } catch (e) { /* the answer is on its way */ }
    if (ui.currentJob === job) timer = setTimeout(poll, 500);
  };
  timer = setTimeout(() => {
    if (ui.currentJob === job) {
      $('progress').hidden = false;
      $('progress-text').textContent = 'Searching…';
      poll();
    }
  }, 400);
  try {
    return await api(path, { ...params, job });
  } finally {
    clearTimeout(timer);
    if (ui.currentJob === job) {
      ui.currentJob = null;
      $('progress').hidden = true;
    }
  }
}

export function showError(e) {
  const box = $('error');
  if (!e) { box.hidden = true; return; }
  let text = e.message;
  if (e.status === 409) text = 'Search cancelled.';
  if (e.status === 503) text = 'The server is busy; try again in a moment.';
  box.textContent = text;
  box.hidden = false;
}
