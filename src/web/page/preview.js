// A floating picture of a position next to the pointer (strategy nodes, census rows), each
// position drawn by the server once.

import { api } from './api.js';
import { $ } from './state.js';

const pictures = new Map();

// Shows the position `params` (game, board, moves, options) near (x, y).
export async function showPreview(params, x, y) {
  const key = JSON.stringify(params);
  const box = $('preview');
  box.style.left = `${Math.min(x + 16, window.innerWidth - 340)}px`;
  box.style.top = `${Math.min(y + 16, window.innerHeight - 280)}px`;
  box.hidden = false;
  box.textContent = '…';
  try {
    if (!pictures.has(key)) pictures.set(key, (await api('/api/show', params)).svg);
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(pictures.get(key));
    box.replaceChildren(img);
  } catch (e) {
    box.textContent = e.status === 503 ? 'busy' : e.message;
  }
}

// The preview follows `element`'s hover.
export function previewOnHover(element, params) {
  element.addEventListener('mouseenter', (e) => showPreview(params, e.clientX, e.clientY));
  element.addEventListener('mouseleave', () => { $('preview').hidden = true; });
}
