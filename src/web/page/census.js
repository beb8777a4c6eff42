// The census browser: what the database holds (the --report summary), stored rows by filters a
// page at a time, each previewed on hover and opened as a position. The query is held in the
// address bar (?view=census&game=...), one history entry per query, so Back returns to it.

import { api, queryString } from './api.js';
import { previewOnHover } from './preview.js';
import { RESERVED, state, ui, $ } from './state.js';

const FILTERS = { variant: 'census-variant', order: 'census-order', size: 'census-size',
  winner: 'census-winner', max_degree: 'census-degree' };

function filters() {
  const params = { game: $('census-game').value };
  for (const [key, id] of Object.entries(FILTERS)) params[key] = $(id).value.trim();
  return params;
}

// The census view as the address bar holds it: the form filled, the summary, and the rows if a
// query was made.
export async function openCensusFromAddress() {
  const q = new URLSearchParams(location.search);
  // The rows of the query left behind go at once, and a reply still on its way for it is
  // dropped: Back never shows another query's rows, not even while the summary loads.
  forgetRows();
  if (q.get('game')) $('census-game').value = q.get('game');
  for (const [key, id] of Object.entries(FILTERS)) $(id).value = q.get(key) || '';
  await showReport();
  if (q.has('offset')) await queryCensus(Number(q.get('offset')) || 0, false);
}

// The summary asked for last: an older one's reply is dropped, as with the rows below.
let latestReport = 0;

// The --report summary of the selected game: per sweep of graphs, winners by order and what is
// stored of each order. With nothing stored for it, the games that are.
export async function showReport() {
  const ticket = ++latestReport;
  const box = $('census-report');
  box.replaceChildren();
  try {
    const stored = (await api('/api/census/report')).stored;
    if (ticket !== latestReport) return;  // a later summary was asked for: it fills the box
    if (!stored.some((s) => s.game === $('census-game').value) && stored.length)
      $('census-game').value = stored[0].game;
    const game = $('census-game').value;
    // An empty variant asks for the game's standard one: say which.
    $('census-variant').placeholder = ui.games.find((g) => g.name === game)?.variant ?? '';
    const note = document.createElement('p');
    note.className = 'hint';
    note.textContent = stored.length
      ? 'Stored: ' + stored.map((s) => `${s.game} (${s.variant}): ${s.rows.toLocaleString('en-US')} graphs`).join('; ')
      : 'The database holds no rows yet (gg census ... --db FILE fills it).';
    box.append(note);
    if (!stored.some((s) => s.game === game)) return;
    const variant = $('census-variant').value.trim();
    const report = await api('/api/census/report', { game, variant });
    if (ticket !== latestReport) return;
    for (const sweep of report.sweeps) box.append(sweepTable(`${sweep.title}, ${report.variant}`, sweep.orders));
    for (const other of report.other) box.append(sweepTable(`Other ${other.title}`, other.orders));
  } catch (e) {
    if (ticket !== latestReport) return;
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = e.message;
    box.append(p);
  }
}

function sweepTable(title, orders) {
  const table = document.createElement('table');
  table.className = 'census-report';
  table.createCaption().textContent = title;
  const head = table.createTHead().insertRow();
  for (const h of ['n', 'graphs', 'P1 wins', 'P2 wins', '% P2', 'stored']) {
    const th = document.createElement('th');
    th.textContent = h;
    head.append(th);
  }
  const body = table.createTBody();
  for (const o of orders) {
    const row = body.insertRow();
    const stored = o.complete ? 'complete'
      : o.counted ? `counted, ${o.stored ? `${o.stored} rows` : 'no rows'} (--no-rows)`
        : o.stored === undefined ? '' : `${o.stored}${o.expected === null ? '' : ` of ${o.expected}`}` +
        (o.run_finished ? ' (rows missing)' : ' (run not finished)');
    for (const c of [o.order, o.graphs, o.p1_wins, o.p2_wins, `${o.percent_p2.toFixed(1)}%`, stored])
      row.insertCell().textContent = c;
    // A click fills the form with the order and queries its rows.
    row.addEventListener('click', () => { $('census-order').value = o.order; queryCensus(0); });
  }
  return table;
}

// Each query takes a ticket; a reply renders only if no later query or view has been asked for
// since, so quick Back, Forward or paging never leaves an older query's rows on screen.
let latestTicket = 0;

function forgetRows() {
  latestTicket += 1;
  $('census-table').tBodies[0].replaceChildren();
  $('census-summary').textContent = '';
}

// One page of rows; `remember` adds the query to the browser's history.
export async function queryCensus(offset, remember = true) {
  const ticket = ++latestTicket;
  ui.censusOffset = Math.max(0, offset);
  const params = { ...filters(), limit: 100, offset: ui.censusOffset };
  if (remember) {
    const { limit, ...kept } = params;
    history.pushState(null, '', `${location.pathname}?${queryString({ view: 'census', ...kept })}`);
  }
  const body = $('census-table').tBodies[0];
  body.replaceChildren();
  try {
    const r = await api('/api/census', params);
    if (ticket !== latestTicket) return;
    // An order whose census did not finish gives only part of its rows: said beside them.
    const unfinished = r.unfinished.map((o) => ` Order ${o.order}: ${o.stored.toLocaleString('en-US')}`
      + (o.expected === null ? '' : ` of ${o.expected.toLocaleString('en-US')}`)
      + (o.counted ? ' graphs stored; the census counted it without rows.'
        : ' graphs stored; the census is not finished.'));
    $('census-summary').textContent = (r.total
      ? `${r.total} stored graphs match (${r.game}, ${r.variant}); rows ${r.offset + 1}–${r.offset + r.rows.length}.`
      : `No stored graphs match (${r.game}, ${r.variant}).`) + unfinished.join('');
    $('census-summary').classList.toggle('partial', !r.complete);
    // The facts column only for a game that declares some (EDGe's colours).
    $('census-table').classList.toggle('no-facts',
      !r.rows.some((row) => Object.keys(row.facts).length > 0));
    for (const row of r.rows) {
      const tr = document.createElement('tr');
      // The facts the game declares for stored results (EDGe: "colors 3").
      const facts = Object.entries(row.facts).map(([name, value]) => `${name} ${value}`);
      const cells = [row.graph6, row.order, row.size, row.max_degree,
        row.winner === null ? 'nobody' : `P${row.winner}`, row.nodes, facts.join(', ')];
      cells.forEach((c, i) => {
        const td = document.createElement('td');
        td.textContent = c;
        if (i === 6) td.className = 'facts';
        if (i === 0) {
          td.className = 'graph6';
          previewOnHover(td, { ...row.open, moves: '' });
        }
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
    if (ticket === latestTicket) $('census-summary').textContent = e.message;
  }
}

function openPosition(open) {
  $('preview').hidden = true;
  state.game = open.game;
  state.board = open.board;
  state.moves = [];
  state.redo = [];
  state.unproven.clear();
  state.params = {};
  for (const [k, v] of Object.entries(open)) if (!RESERVED.includes(k)) state.params[k] = v;
  // A history entry of its own, so that Back returns to the query.
  history.pushState(null, '', location.pathname);
  positionOpened();
}

// What the page does with a row opened as a position (app.js shows it on the play tab).
let positionOpened = () => {};
export function whenPositionOpened(show) { positionOpened = show; }
