// The explorer's shared state: the position shown (always held in the address bar) and what
// the page last learnt from the server. One object each, so every module reads and writes the
// same values.

// The address bar's own keys; every other key is a game option. `engine`: the side the engine
// plays, so that a reload or a shared link keeps it.
export const RESERVED = ['game', 'board', 'moves', 'engine'];
export const state = { game: '', board: '', moves: [], params: {}, redo: [], unproven: new Set() };
export const ui = {
  games: [],          // /api/games
  families: [],       // /api/games: the board families the board box suggests
  evaluation: null,   // the last /api/position answer for the position shown
  serial: 0,          // answers to older positions are dropped
  currentJob: null,   // the search the Cancel button stops
  censusOffset: 0,
  notice: null,       // an error to show beside the next position (a move that was dropped)
};

export const $ = (id) => document.getElementById(id);
