// The graphgames explorer: a position is (game, board, moves, game options), always held in
// the address bar; the server draws the board (/api/show) and values every legal move
// (/api/position), and this script only marks the board's vertices, edges and cells with
// those values and turns clicks into moves. API: docs/web.md.
'use strict';

const RESERVED = ['game', 'board', 'moves'];
const state = { game: '', board: '', moves: [], params: {}, redo: [], unproven: new Set() };
let games = [];            // /api/games
let evaluation = null;     // the last /api/position answer for the position shown
let serial = 0;            // answers to older positions are dropped
let currentJob = null;     // the search the Cancel button stops
let censusOffset = 0;

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------------------------
// Talking to the server

class ApiError extends Error {
  constructor(status, body) {
    super(body && body.error ? body.error : `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

function queryString(params) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
  return q.toString();
}

async function api(path, params = {}, method = 'GET') {
  const response = await fetch(`${path}?${queryString(params)}`, { method });
  let body = null;
  try { body = await response.json(); } catch (e) { body = null; }
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

function positionParams(moves = state.moves) {
  return { game: state.game, board: state.board, moves: moves.join(' '), ...state.params };
}

function newJobId() {
  return 'j' + Math.random().toString(36).slice(2, 12) + Date.now().toString(36);
}

// A search with a progress line and a Cancel button once it takes more than a moment.
async function searching(path, params) {
  const job = newJobId();
  currentJob = job;
  let timer = null;
  const poll = async () => {
    try {
      const p = await api('/api/progress', { job });
      if (p.running && currentJob === job) {
        $('progress').hidden = false;
        $('progress-text').textContent =
          `Searching… ${Number(p.nodes).toLocaleString()} nodes, ${p.seconds.toFixed(1)} s`;
      }
    } catch (e) { /* the answer is on its way */ }
    if (currentJob === job) timer = setTimeout(poll, 500);
  };
  timer = setTimeout(() => {
    if (currentJob === job) {
      $('progress').hidden = false;
      $('progress-text').textContent = 'Searching…';
      poll();
    }
  }, 400);
  try {
    return await api(path, { ...params, job });
  } finally {
    clearTimeout(timer);
    if (currentJob === job) {
      currentJob = null;
      $('progress').hidden = true;
    }
  }
}

function showError(e) {
  const box = $('error');
  if (!e) { box.hidden = true; return; }
  let text = e.message;
  if (e.status === 409) text = 'Search cancelled.';
  if (e.status === 503) text = 'The server is busy; try again in a moment.';
  box.textContent = text;
  box.hidden = false;
}

// ---------------------------------------------------------------------------------------------
// Address bar: ?game=...&board=...&moves=...&<game options>

function readAddress() {
  const q = new URLSearchParams(location.search);
  state.game = q.get('game') || state.game;
  state.board = q.get('board') || '';
  const moves = (q.get('moves') || '').trim();
  state.moves = moves ? moves.split(/[\s,]+/) : [];
  state.params = {};
  for (const [k, v] of q.entries()) if (!RESERVED.includes(k)) state.params[k] = v;
}

function writeAddress() {
  const url = `${location.pathname}?${queryString(positionParams())}`;
  if (url !== location.pathname + location.search) history.replaceState(null, '', url);
}

// ---------------------------------------------------------------------------------------------
// The setup form: game, board, the game's rule and board options

function gameInfo(name) { return games.find((g) => g.name === name); }

function fillParams() {
  const info = gameInfo($('game').value);
  const box = $('params');
  box.replaceChildren();
  if (!info) return;
  $('game-summary').textContent = info.summary;
  for (const p of info.params) {
    if (p.role === 'search') continue;
    const label = document.createElement('label');
    label.title = p.help;
    label.append(p.name + ' ');
    let input;
    if (p.type === 'choice') {
      input = document.createElement('select');
      for (const c of p.choices) input.append(new Option(c, c));
    } else if (p.type === 'flag') {
      input = document.createElement('input');
      input.type = 'checkbox';
    } else {
      input = document.createElement('input');
      input.size = p.type === 'int' ? 4 : 14;
      if (p.default) input.placeholder = p.default;
    }
    input.dataset.param = p.name;
    const current = state.params[p.name];
    if (current !== undefined) {
      if (input.type === 'checkbox') input.checked = current === 'true' || current === '1';
      else input.value = current;
    }
    label.append(input);
    box.append(label);
  }
}

function readSetup() {
  state.game = $('game').value;
  state.board = $('board').value.trim();
  state.params = {};
  const info = gameInfo(state.game);
  for (const input of $('params').querySelectorAll('[data-param]')) {
    const spec = info.params.find((p) => p.name === input.dataset.param);
    if (input.type === 'checkbox') {
      if (input.checked) state.params[spec.name] = 'true';
    } else if (input.value !== '' && !(spec.type === 'choice' && input.value === spec.choices[0])) {
      state.params[spec.name] = input.value;
    }
  }
}

function showSetup() {
  $('game').value = state.game;
  $('board').value = state.board;
  fillParams();
}

// ---------------------------------------------------------------------------------------------
// The board: which element each move is made on. /api/position names it for every move
// (`target`, from the game's element_of) and for the last one (`last_target`).

const RANK = { win: 0, none: 1, unknown: 2, lose: 3 };

// GamesmanUni's convention: green wins, red loses; the nearer the end, the deeper the shade
// (full colour for the nearest ends among the moves shown, half for the furthest).
function shadePercent(move, ranges) {
  const range = ranges[move.value];
  if (move.remoteness === null || range.max === range.min) return 100;
  return Math.round(100 - 50 * ((move.remoteness - range.min) / (range.max - range.min)));
}

// The remoteness range among the moves of one value (shades compare wins with wins).
function remotenessRange(value) {
  const known = evaluation.moves.filter((m) => m.value === value).map((m) => m.remoteness)
    .filter((r) => r !== null);
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : { min: 0, max: 0 };
}

function valueRanges() {
  const ranges = {};
  for (const value of Object.keys(RANK)) ranges[value] = remotenessRange(value);
  return ranges;
}

function valueWords(move) {
  const r = move.remoteness;
  if (move.value === 'win') return r === null ? 'wins' : `wins in ${r + 1}`;
  if (move.value === 'lose') return r === null ? 'loses' : `loses in ${r + 1}`;
  if (move.value === 'unknown') return 'not decided within the limit';
  return 'nobody can force a win';
}

function markBoard() {
  const svg = $('board-svg');
  const byTarget = new Map();
  for (const m of evaluation.moves) {
    const id = m.target;  // the game names the element its move targets
    if (!id) continue;
    if (!byTarget.has(id)) byTarget.set(id, []);
    byTarget.get(id).push(m);
  }
  const range = valueRanges();
  for (const [id, moves] of byTarget) {
    const el = svg.querySelector(`[id="${id}"]`);
    if (!el) continue;
    moves.sort((a, b) => RANK[a.value] - RANK[b.value]);
    const best = moves[0];
    el.classList.add('gg-target', `gg-${best.value}`);
    el.dataset.target = id;
    el.dataset.value = best.value;
    const colour = getComputedStyle(document.documentElement).getPropertyValue(`--${best.value}`).trim();
    el.style.setProperty('--shade-colour',
      `color-mix(in srgb, ${colour} ${shadePercent(best, range)}%, white)`);
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = moves.map((m) => `${m.move}: ${valueWords(m)}`).join('\n');
    el.prepend(title);
    addHitArea(el, id);
  }
  const lastId = evaluation.last_target;
  const lastEl = lastId && svg.querySelector(`[id="${lastId}"]`);
  if (lastEl) lastEl.classList.add('gg-last');
}

// Thin lines are hard to hit: a wide invisible copy takes the clicks.
function addHitArea(el, id) {
  const line = el.tagName === 'line' ? el : el.querySelector(':scope > path');
  if (!line) return;
  const hit = line.cloneNode(false);
  hit.removeAttribute('id');
  hit.setAttribute('class', 'gg-hit');
  hit.dataset.target = id;
  if (el.tagName === 'line') el.after(hit); else el.append(hit);
}

function onBoardClick(event) {
  const el = event.target.closest('[data-target]');
  hideChooser();
  if (!el || !evaluation) return;
  const moves = evaluation.moves.filter((m) => m.target === el.dataset.target);
  if (moves.length === 1) {
    playMove(moves[0].move);
  } else if (moves.length > 1) {
    showChooser(moves, event.pageX, event.pageY);
  }
  event.stopPropagation();
}

function moveButton(m, range) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = m.move;
  b.dataset.move = m.move;
  b.dataset.value = m.value;
  b.style.setProperty('--shade', `${Math.round(shadePercent(m, range) * 0.45)}%`);
  b.title = valueWords(m);
  b.addEventListener('click', (e) => { e.stopPropagation(); hideChooser(); playMove(m.move); });
  return b;
}

function showChooser(moves, x, y) {
  const box = $('chooser');
  const range = valueRanges();
  box.replaceChildren(...moves.map((m) => {
    const b = moveButton(m, range);
    b.textContent = `${m.move} — ${valueWords(m)}`;
    b.classList.add('choice');
    return b;
  }));
  box.style.left = `${x + 8}px`;
  box.style.top = `${y + 8}px`;
  box.hidden = false;
}

function hideChooser() { $('chooser').hidden = true; }

// ---------------------------------------------------------------------------------------------
// Showing a position

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const range = valueRanges();
  for (const m of evaluation.moves) {
    const li = document.createElement('li');
    li.className = 'move';
    li.dataset.move = m.move;
    li.dataset.value = m.value;
    if (m.remoteness !== null) li.dataset.remoteness = m.remoteness;
    li.append(moveButton(m, range));
    const why = document.createElement('span');
    why.className = 'why';
    why.textContent = valueWords(m);
    li.append(why);
    list.append(li);
  }
}

function renderHistory() {
  const list = $('history');
  list.replaceChildren();
  state.moves.forEach((m, i) => {
    const li = document.createElement('li');
    li.textContent = m;
    if (i === state.moves.length - 1) li.classList.add('current');
    if (state.unproven.has(i)) li.classList.add('unproven');
    list.append(li);
  });
  $('undo').disabled = state.moves.length === 0;
  $('redo').disabled = state.redo.length === 0;
}

// "10 s, 2.4 million positions searched" / "cancelled after ...".
function limitWords(stopped) {
  if (!stopped) return '';
  const nodes = stopped.nodes >= 1e6 ? `${(stopped.nodes / 1e6).toFixed(1)} million`
    : Number(stopped.nodes).toLocaleString();
  const what = `${nodes} positions in ${stopped.seconds.toFixed(1)} s`;
  return stopped.limit === 'cancelled' ? `cancelled after ${what}` : what;
}

function renderVerdict() {
  const v = evaluation;
  const box = $('verdict');
  let winner = 0;
  let text;
  if (v.winner) {
    winner = v.winner;
    text = `Game over: player ${winner} has won.`;
  } else if (v.value === 'unknown') {
    text = `Player ${v.to_move} to move. Not decided within the server's limit ` +
      `(${limitWords(v.stopped)}); every move can still be played.`;
  } else if (v.players === 2) {
    winner = v.value === 'win' ? v.to_move : 3 - v.to_move;
    const plies = v.remoteness === null ? '' : ` in ${v.remoteness} more move${v.remoteness === 1 ? '' : 's'}`;
    text = `Player ${v.to_move} to move. Player ${winner} wins with perfect play${plies}.`;
  } else {
    winner = v.value === 'none' ? 0 : v.moves[0].forced_winner;
    text = `Player ${v.to_move} of ${v.players} to move. ` +
      (winner ? `Player ${winner} can force a win.` : 'Nobody can force a win against the others together.');
  }
  box.dataset.winner = String(winner);
  box.textContent = text;
}

async function refresh() {
  const mine = ++serial;
  writeAddress();
  renderHistory();
  hideChooser();
  showError(null);
  $('strategy').hidden = true;
  evaluation = null;
  $('moves').replaceChildren();
  $('verdict').dataset.winner = '';
  $('verdict').textContent = 'Evaluating…';
  if (!state.game || !state.board) {
    $('verdict').textContent = 'Choose a game and a board.';
    return;
  }
  try {
    const picture = await api('/api/show', positionParams());
    if (mine !== serial) return;
    $('board-svg').innerHTML = picture.svg;
    $('ascii').textContent = picture.ascii;
    const info = gameInfo(state.game);
    $('click-hint').textContent = info ? clickHint(info.name) : '';
    const values = await searching('/api/position', positionParams());
    if (mine !== serial) return;
    evaluation = values;
    markBoard();
    renderMoves();
    renderVerdict();
    maybeEngineReply();
  } catch (e) {
    if (mine !== serial) return;
    $('verdict').textContent = 'No verdict.';
    showError(e);
  }
}

function clickHint(game) {
  if (game === 'trails') return 'Click a cell to place your trail piece in it.';
  if (game === 'edge') return 'Click a vertex, then choose its colour.';
  if (game === 'cycles') return 'Click an edge, then choose its direction.';
  return 'Click an edge (or a vertex to place a token) to move.';
}

function playMove(move, proven = true) {
  state.moves.push(move);
  state.redo = [];
  if (!proven) state.unproven.add(state.moves.length - 1);
  refresh();
}

function undo() {
  if (!state.moves.length) return;
  state.unproven.delete(state.moves.length - 1);
  state.redo.push(state.moves.pop());
  refresh();
}

function redo() {
  if (!state.redo.length) return;
  state.moves.push(state.redo.pop());
  refresh();
}

// The server's choice: the perfect move when the position was decided, else the best its
// random playouts found (marked "not proven" in the history).
function engineMove() {
  if (!evaluation || evaluation.winner || !evaluation.moves.length) return;
  const choice = evaluation.engine_move;
  if (choice && choice.move) playMove(choice.move, choice.proven);
  else playMove(evaluation.moves[0].move);
}

function maybeEngineReply() {
  const side = Number($('engine-side').value);
  if (side && evaluation && !evaluation.winner && evaluation.to_move === side && evaluation.moves.length) {
    setTimeout(() => { if (evaluation && evaluation.to_move === side) engineMove(); }, 300);
  }
}

// ---------------------------------------------------------------------------------------------
// The winner's strategy, node by node

async function showStrategy() {
  const box = $('strategy-tree');
  $('strategy').hidden = false;
  box.textContent = 'Computing the strategy…';
  $('strategy').scrollIntoView({ behavior: 'smooth' });
  try {
    const tree = await searching('/api/strategy', positionParams());
    box.replaceChildren();
    const ul = document.createElement('ul');
    ul.append(strategyNode(tree.root, state.moves.slice(), tree.winner, tree.principal_line || [], 0, true));
    box.append(ul);
  } catch (e) {
    box.textContent = e.message;
  }
}

// A node of the tree: the winner's move at its turns, the loser's replies below it.
function strategyNode(node, line, winner, principal, depth, onPrincipal) {
  const li = document.createElement('li');
  const children = [];
  let label;
  let after = line;
  if (node.play !== undefined) {
    after = line.concat([node.play]);
    label = nodeLabel(`P${winner} plays ${node.play}`, 'winner-move', after);
    onPrincipal = onPrincipal && principal[depth] === node.play;
    depth += 1;
  } else {
    label = nodeLabel(line.length ? `after ${line[line.length - 1]}` : 'start', '', after);
  }
  if (onPrincipal) li.classList.add('principal');
  for (const [reply, child] of Object.entries(node.replies || {})) {
    children.push([reply, child]);
  }
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'toggle';
  li.append(toggle, label);
  if (!children.length) {
    toggle.textContent = '·';
    toggle.disabled = true;
    return li;
  }
  const sub = document.createElement('ul');
  let built = false;
  const build = () => {
    if (built) return;
    built = true;
    for (const [reply, child] of children) {
      const replyLi = document.createElement('li');
      const replyLine = after.concat([reply]);
      const onLine = onPrincipal && principal[depth] === reply;
      if (onLine) replyLi.classList.add('principal');
      replyLi.append(nodeLabel(`P${3 - winner} plays ${reply}`, 'loser-move', replyLine));
      const inner = document.createElement('ul');
      inner.append(strategyNode(child, replyLine, winner, principal, depth + 1, onLine));
      replyLi.append(inner);
      sub.append(replyLi);
    }
  };
  const open = (yes) => {
    if (yes) build();
    sub.hidden = !yes;
    toggle.textContent = yes ? '−' : '+';
  };
  toggle.addEventListener('click', () => open(sub.hidden));
  li.append(sub);
  open(onPrincipal && depth < 40);
  return li;
}

const previewCache = new Map();

function nodeLabel(text, cls, line) {
  const span = document.createElement('span');
  span.className = `node-label ${cls}`;
  span.textContent = text;
  span.dataset.moves = line.join(' ');
  span.addEventListener('mouseenter', (e) => showPreview(line, e.clientX, e.clientY));
  span.addEventListener('mouseleave', () => { $('preview').hidden = true; });
  return span;
}

async function showPreview(line, x, y) {
  const key = line.join(' ');
  const box = $('preview');
  box.style.left = `${Math.min(x + 16, window.innerWidth - 340)}px`;
  box.style.top = `${Math.min(y + 16, window.innerHeight - 280)}px`;
  box.hidden = false;
  box.textContent = '…';
  try {
    if (!previewCache.has(key)) previewCache.set(key, (await api('/api/show', positionParams(line))).svg);
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(previewCache.get(key));
    box.replaceChildren(img);
  } catch (e) {
    box.textContent = e.status === 503 ? 'busy' : e.message;
  }
}

// ---------------------------------------------------------------------------------------------
// Census browser

async function queryCensus(offset) {
  censusOffset = Math.max(0, offset);
  const params = {
    game: $('census-game').value,
    variant: $('census-variant').value.trim(),
    order: $('census-order').value,
    size: $('census-size').value,
    winner: $('census-winner').value,
    max_degree: $('census-degree').value,
    limit: 100,
    offset: censusOffset,
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
    $('census-prev').disabled = censusOffset === 0;
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

// The game's first example board with its options (gg games --json lists them).
function openExample(game) {
  const info = gameInfo(game);
  const example = info && info.examples.length ? info.examples[0] : { board: '', params: '' };
  state.game = game;
  state.board = example.board;
  state.moves = [];
  state.redo = [];
  state.unproven.clear();
  state.params = {};
  for (const item of example.params.split('&')) {
    if (!item) continue;
    const [k, v] = item.split('=');
    state.params[k] = v === undefined ? 'true' : v;
  }
}

function showTab(which) {
  const play = which === 'play';
  $('tab-play').classList.toggle('active', play);
  $('tab-census').classList.toggle('active', !play);
  $('play-view').hidden = !play;
  $('setup').hidden = !play;
  $('census-view').hidden = play;
  if (play) $('strategy').hidden = true;
}

// ---------------------------------------------------------------------------------------------

async function start() {
  try {
    const info = await api('/api/games');
    games = info.games;
    for (const g of games) {
      $('game').append(new Option(g.name, g.name));
      $('census-game').append(new Option(g.name, g.name));
    }
    for (const f of info.families) $('families').append(new Option(f.names, f.spec));
    $('tab-census').disabled = !info.limits.census;
    $('tab-census').title = info.limits.census ? '' : 'Start gg serve with --db FILE to browse a census';
  } catch (e) {
    showError(e);
    return;
  }
  readAddress();
  if (!state.game) state.game = games[0].name;
  if (!state.board) openExample(state.game);
  showSetup();
  // Another game: its first example board at once, so the page never shows two games.
  $('game').addEventListener('change', () => {
    openExample($('game').value);
    showSetup();
    refresh();
  });
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    readSetup();
    state.moves = [];
    state.redo = [];
    state.unproven.clear();
    refresh();
  });
  $('board-svg').addEventListener('click', onBoardClick);
  document.addEventListener('click', (e) => { if (!e.target.closest('#chooser')) hideChooser(); });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('engine-move').addEventListener('click', engineMove);
  $('engine-side').addEventListener('change', maybeEngineReply);
  $('show-strategy').addEventListener('click', showStrategy);
  $('close-strategy').addEventListener('click', () => { $('strategy').hidden = true; });
  $('cancel').addEventListener('click', () => {
    if (currentJob) api('/api/cancel', { job: currentJob }, 'POST').catch(() => {});
  });
  $('tab-play').addEventListener('click', () => showTab('play'));
  $('tab-census').addEventListener('click', () => { showTab('census'); });
  $('census-form').addEventListener('submit', (e) => { e.preventDefault(); queryCensus(0); });
  $('census-prev').addEventListener('click', () => queryCensus(censusOffset - 100));
  $('census-next').addEventListener('click', () => queryCensus(censusOffset + 100));
  refresh();
}

start();
