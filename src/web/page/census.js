// The census browser: stored rows by filters, a page at a time, each opened as a position.

import { api } from './api.js';
import { showSetup, refresh, showTab } from './app.js';
import { RESERVED, state, ui, $ } from './state.js';

// ---------------------------------------------------------------------------------------------
// Census browser

export async function queryCensus(offset) {
  ui.censusOffset = Math.max(0, offset);
  const params = {
    game: $('census-game').value,
    variant: $('census-variant').value.trim(),
    order: $('census-order').value,
    size: $('census-size').value,
    winner: $('census-winner').value,
    max_degree: $('census-degree').value,
    limit: 100,
    offset: ui.censusOffset,
  };
  const body = $('census-table').tBodies[0];
  body.replaceChildren();
  try {
    const r = await api('/api/census', params);
    $('census-summary').textContent = r.total
      ? `${r.total} stored graphs match (${r.game}, ${r.variant}); rows ${r.offset + 1}–${r.offset + r.rows.length}.`
      : `No stored graphs match (${r.game}, ${r.variant}).`;
    for (const row of r.rows) {
      const tr = document.createElement('tr');
      const cells = [row.graph6, row.order, row.size, row.max_degree,
        row.winner === null ? 'nobody' : `P${row.winner}`, row.nodes];
      cells.forEach((c, i) => {
        const td = document.createElement('td');
        td.textContent = c;
        if (i === 0) td.className = 'graph6';
        tr.append(td);
      });
      const td = document.createElement('td');
      const open = document.createElement('button');
      open.type = 'button';
      open.textContent = 'Open';
      open.className = 'open-row';
      open.addEventListener('click', () => openPosition(row.open));
      td.append(open);
      tr.append(td);
      body.append(tr);
    }
    $('census-prev').disabled = ui.censusOffset === 0;
    $('census-next').disabled = r.offset + r.rows.length >= r.total;
  } catch (e) {
    $('census-summary').textContent = e.message;
  }
}

function openPosition(open) {
  state.game = open.game;
  state.board = open.board;
  state.moves = [];
  state.redo = [];
  state.unproven.clear();
  state.params = {};
  for (const [k, v] of Object.entries(open)) if (!RESERVED.includes(k)) state.params[k] = v;
  showTab('play');
  showSetup();
  refresh();
}
