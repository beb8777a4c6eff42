// The board: each move's element coloured by its value, clicks turned into moves.

import { ui, $ } from './state.js';

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
  const known = ui.evaluation.moves.filter((m) => m.value === value).map((m) => m.remoteness)
    .filter((r) => r !== null);
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : { min: 0, max: 0 };
}

export function valueRanges() {
  const ranges = {};
  for (const value of Object.keys(RANK)) ranges[value] = remotenessRange(value);
  return ranges;
}

export function valueWords(move) {
  const r = move.remoteness;
  if (move.value === 'win') return r === null ? 'wins' : `wins in ${r + 1}`;
  if (move.value === 'lose') return r === null ? 'loses' : `loses in ${r + 1}`;
  if (move.value === 'unknown') return 'not decided within the limit';
  return 'nobody can force a win';
}

export function markBoard() {
  const svg = $('board-svg');
  const byTarget = new Map();
  for (const m of ui.evaluation.moves) {
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
  const lastId = ui.evaluation.last_target;
  const lastEl = lastId && svg.querySelector(`[id="${lastId}"]`);
  if (lastEl) lastEl.classList.add('gg-last');
}

// What to click, from the elements the legal moves target: their kind is the leading word of
// their id (graph/standard_drawing.h names vertices v3 and edges e0_1; a game's own elements
// are named like cell-c3), so the page needs no word from any game.
export function clickHint() {
  const moves = ui.evaluation ? ui.evaluation.moves.filter((m) => m.target) : [];
  if (!moves.length) return '';
  const NOUN = { v: 'vertex', e: 'edge' };
  const kinds = new Set();
  const perTarget = new Map();
  for (const m of moves) {
    const word = m.target.match(/^[a-z]+/i)?.[0] ?? 'element';
    kinds.add(NOUN[word] ?? word);
    perTarget.set(m.target, (perTarget.get(m.target) || 0) + 1);
  }
  const nouns = [...kinds].sort().map((k) => `${/^[aeiou]/.test(k) ? 'an' : 'a'} ${k}`);
  const choose = [...perTarget.values()].some((n) => n > 1);
  return `Click ${nouns.join(' or ')} to move${choose ? ', then choose the move' : ''}.`;
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

// A click on the board: the one move it names is played (`play`, the page's), several are
// offered in a chooser.
export function onBoardClick(event, play) {
  const el = event.target.closest('[data-target]');
  hideChooser();
  if (!el || !ui.evaluation) return;
  const moves = ui.evaluation.moves.filter((m) => m.target === el.dataset.target);
  if (moves.length === 1) {
    play(moves[0].move);
  } else if (moves.length > 1) {
    showChooser(moves, event.pageX, event.pageY, play);
  }
  event.stopPropagation();
}

export function moveButton(m, range, play) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = m.move;
  b.dataset.move = m.move;
  b.dataset.value = m.value;
  b.style.setProperty('--shade', `${Math.round(shadePercent(m, range) * 0.45)}%`);
  b.title = valueWords(m);
  b.addEventListener('click', (e) => { e.stopPropagation(); hideChooser(); play(m.move); });
  return b;
}

function showChooser(moves, x, y, play) {
  const box = $('chooser');
  const range = valueRanges();
  box.replaceChildren(...moves.map((m) => {
    const b = moveButton(m, range, play);
    b.textContent = `${m.move} — ${valueWords(m)}`;
    b.classList.add('choice');
    return b;
  }));
  box.style.left = `${x + 8}px`;
  box.style.top = `${y + 8}px`;
  box.hidden = false;
}

export function hideChooser() { $('chooser').hidden = true; }
