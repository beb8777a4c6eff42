// The graphgames explorer: a position is (game, board, moves, game options), always held in
// the address bar; the server draws the board (/api/show) and values every legal move
// (/api/position), and the page only marks the board's vertices, edges and cells with those
// values and turns clicks into moves. API: docs/web.md. Modules: state (shared state), api
// (requests, searches), board (marking and clicks), strategy, census; this one the address
// bar, the setup form, the position, and start-up.

import { queryString, api, positionParams, searching, showError } from './api.js';
import {
  valueRanges, valueWords, markBoard, onBoardClick, moveButton, hideChooser, clickHint,
} from './board.js';
import { showStrategy } from './strategy.js';
import { queryCensus, showReport, openCensusFromAddress, whenPositionOpened } from './census.js';
import { RESERVED, state, ui, $ } from './state.js';

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
  // An address without `engine` leaves the choice as it is (it may be made before the page
  // has read its address).
  const engine = q.get('engine');
  if (engine === '1' || engine === '2') $('engine-side').value = engine;
}

function writeAddress() {
  const engine = $('engine-side').value;
  const url = `${location.pathname}?${queryString({ ...positionParams(), engine: engine === '0' ? undefined : engine })}`;
  if (url !== location.pathname + location.search) history.replaceState(null, '', url);
}

// ---------------------------------------------------------------------------------------------
// The setup form: game, board, the game's rule and board options

function gameInfo(name) { return ui.games.find((g) => g.name === name); }

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
  suggestBoards();
  fillParams();
}

// The board box suggests the game's own examples (the papers' boards) before the families.
function suggestBoards() {
  const list = $('families');
  if (list.dataset.game === state.game) return;
  list.dataset.game = state.game;
  const info = gameInfo(state.game);
  const examples = info ? [...new Set(info.examples.map((e) => e.board))] : [];
  list.replaceChildren(...examples.map((board) => new Option(`example of ${state.game}`, board)),
    ...ui.families.map((f) => new Option(f.names, f.spec)));
}

// ---------------------------------------------------------------------------------------------
// Showing a position

function renderMoves() {
  const list = $('moves');
  list.replaceChildren();
  const range = valueRanges();
  for (const m of ui.evaluation.moves) {
    const li = document.createElement('li');
    li.className = 'move';
    li.dataset.move = m.move;
    li.dataset.value = m.value;
    if (m.remoteness !== null) li.dataset.remoteness = m.remoteness;
    li.append(moveButton(m, range, playMove));
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

// "2,400,000 positions in 10.0 s": numbers as the command line writes them.
function searchWords(stopped) {
  return `${Number(stopped.nodes).toLocaleString('en-US')} positions in ${stopped.seconds.toFixed(1)} s`;
}

function renderVerdict() {
  const v = ui.evaluation;
  const box = $('verdict');
  let winner = 0;
  let text;
  if (v.winner) {
    winner = v.winner;
    text = `Game over: player ${winner} has won.`;
  } else if (v.value === 'unknown' && v.stopped && v.stopped.limit === 'cancelled') {
    text = `Player ${v.to_move} to move. You cancelled the search after ` +
      `${searchWords(v.stopped)}; every move can still be played.`;
  } else if (v.value === 'unknown') {
    text = `Player ${v.to_move} to move. Not decided within the server's limit` +
      (v.stopped ? ` (${searchWords(v.stopped)})` : '') + '; every move can still be played.';
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
  // A strategy is drawn for a game still going on between two players.
  const strategy = $('show-strategy');
  const players = v.players || 2;
  strategy.disabled = Boolean(v.winner) || players > 2;
  strategy.title = v.winner ? 'The game is over: no strategy is left to show'
    : players > 2 ? 'Strategies are drawn for two-player games' : '';
}

async function refresh() {
  const mine = ++ui.serial;
  writeAddress();
  renderHistory();
  hideChooser();
  showError(ui.notice);
  ui.notice = null;
  $('strategy').hidden = true;
  ui.evaluation = null;
  $('moves').replaceChildren();
  $('verdict').dataset.winner = '';
  $('verdict').textContent = 'Evaluating…';
  if (!state.game || !state.board) {
    $('verdict').textContent = 'Choose a game and a board.';
    return;
  }
  try {
    const picture = await api('/api/show', positionParams());
    if (mine !== ui.serial) return;
    $('board-frame').hidden = false;
    $('board-svg').innerHTML = picture.svg;
    $('ascii').textContent = picture.ascii;
    $('click-hint').textContent = '';
    const values = await searching('/api/position', positionParams());
    if (mine !== ui.serial) return;
    ui.evaluation = values;
    markBoard();
    $('click-hint').textContent = clickHint();
    renderMoves();
    renderVerdict();
    maybeEngineReply();
  } catch (e) {
    if (mine !== ui.serial) return;
    const playable = e.body && e.body.valid_moves;
    if (Number.isInteger(playable) && playable < state.moves.length) {
      // Show the last position that can be played, with the error beside it.
      state.moves = state.moves.slice(0, playable);
      ui.notice = e;
      refresh();
      return;
    }
    $('verdict').textContent = 'No verdict.';
    $('board-frame').hidden = true;
    $('ascii').textContent = '';
    $('click-hint').textContent = '';
    showError(e);
  }
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
  if (!ui.evaluation || ui.evaluation.winner || !ui.evaluation.moves.length) return;
  const choice = ui.evaluation.engine_move;
  if (choice && choice.move) playMove(choice.move, choice.proven);
  else playMove(ui.evaluation.moves[0].move);
}

function maybeEngineReply() {
  const side = Number($('engine-side').value);
  if (side && ui.evaluation && !ui.evaluation.winner && ui.evaluation.to_move === side && ui.evaluation.moves.length) {
    setTimeout(() => { if (ui.evaluation && ui.evaluation.to_move === side) engineMove(); }, 300);
  }
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
  // The strategy belongs to the position it was drawn for: it never follows into the census.
  $('strategy').hidden = true;
}

// ---------------------------------------------------------------------------------------------

async function start() {
  try {
    const info = await api('/api/games');
    ui.games = info.games;
    for (const g of ui.games) {
      $('game').append(new Option(g.name, g.name));
      $('census-game').append(new Option(g.name, g.name));
    }
    ui.families = info.families;
    $('tab-census').disabled = !info.limits.census;
    $('tab-census').title = info.limits.census ? '' : 'Start gg serve with --db FILE to browse a census';
  } catch (e) {
    showError(e);
    return;
  }
  // The first game's first example (a board of its paper) until the address bar names a
  // position (showAddress).
  state.game = ui.games[0].name;
  openExample(state.game);
  showSetup();
  // Another game: its first example board at once, so the page never shows two ui.games.
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
  $('board-svg').addEventListener('click', (e) => onBoardClick(e, playMove));
  document.addEventListener('click', (e) => { if (!e.target.closest('#chooser')) hideChooser(); });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('engine-move').addEventListener('click', engineMove);
  $('engine-side').addEventListener('change', () => { writeAddress(); maybeEngineReply(); });
  $('show-strategy').addEventListener('click', showStrategy);
  $('close-strategy').addEventListener('click', () => { $('strategy').hidden = true; });
  $('cancel').addEventListener('click', () => {
    if (ui.currentJob) api('/api/cancel', { job: ui.currentJob }, 'POST').catch(() => {});
  });
  $('tab-play').addEventListener('click', () => {
    showTab('play');
    if (!ui.evaluation) refresh();  // opened on a census address: nothing shown yet
  });
  $('tab-census').addEventListener('click', () => {
    showTab('census');
    showReport();
  });
  $('census-game').addEventListener('change', showReport);
  whenPositionOpened(() => {
    showTab('play');
    showSetup();
    refresh();
  });
  $('census-form').addEventListener('submit', (e) => { e.preventDefault(); queryCensus(0); });
  $('census-prev').addEventListener('click', () => queryCensus(ui.censusOffset - 100));
  $('census-next').addEventListener('click', () => queryCensus(ui.censusOffset + 100));
  // Back and Forward: the census query or the position the address bar holds.
  window.addEventListener('popstate', showAddress);
  showAddress();
}

function showAddress() {
  if (new URLSearchParams(location.search).get('view') === 'census') {
    showTab('census');
    openCensusFromAddress();
    return;
  }
  showTab('play');
  readAddress();
  if (!state.board) openExample(state.game);
  showSetup();
  refresh();
}

start();
