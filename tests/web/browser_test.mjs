// The explorer in a real browser: Debian's chromium, headless, driven through the DevTools
// protocol by playwright-core (no browser download). For each game (the four of the papers on
// chosen boards, every other declared game on an example) a game is played to the end by
// clicking on the board; at every position the colours of the moves are checked against
// `gg solve --json` and the verdict against its winner. Also: the winner's strategy view, the census browser opening a row, cancelling a long search from the page, and
// three moves of Trails 5x5 against the engine on a board it cannot solve within the limit.
// Screenshots go to the output folder (look at them).
//
// Usage: node browser_test.mjs <gg binary> <output folder>
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [gg, outDir] = process.argv.slice(2);
if (!gg || !outDir) {
  console.error('usage: node browser_test.mjs <gg binary> <output folder>');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
let failures = 0;
const check = (ok, what) => {
  if (!ok) {
    failures += 1;
    console.error(`FAIL: ${what}`);
  }
};

// A small census database for the census browser.
const db = path.join(outDir, 'browser-census.db');
rmSync(db, { force: true });
execFileSync(gg, ['census', 'trail-trap', '--order', '4', '--db', db], { stdio: 'ignore' });
// Order 5 counted without rows, as order 11 is: the summary shows its counts all the same.
execFileSync(gg, ['census', 'trail-trap', '--order', '5', '--no-rows', '--db', db], { stdio: 'ignore' });
execFileSync(gg, ['census', 'edge', '--order', '3', '--db', db], { stdio: 'ignore' });

// A server on a free port; it prints the address it listens on.
const servers = [];
function startServer(args) {
  const server = spawn(gg, ['serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  return new Promise((resolve, reject) => {
    let text = '';
    server.stdout.on('data', (d) => {
      text += d;
      const m = text.match(/http:\/\/[^\s]+\//);
      if (m) resolve(m[0].replace(/\/$/, ''));
    });
    server.on('exit', (code) => reject(new Error(`gg serve exited with ${code}`)));
    setTimeout(() => reject(new Error('gg serve did not start')), 10000);
  });
}
const base = await startServer(['--db', db, '--max-seconds', '20']);
// The designer's 5x5 board is far beyond a 2-second search: every position stays undecided.
const quick = await startServer(['--max-seconds', '2']);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (e) => check(false, `page error: ${e.message}`));

function solve(game, board, params, moves) {
  const args = ['solve', game, board, '--json'];
  if (moves.length) args.push('--moves', moves.join(' '));
  for (const [k, v] of Object.entries(params)) args.push(`--${k}`, v);
  return JSON.parse(execFileSync(gg, args, { encoding: 'utf8' }));
}

// The page once it has valued the position: verdict, legal moves with their colours.
async function settled(plies) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('#history li').length === n &&
      document.querySelector('#verdict').dataset.winner !== '',
    plies, { timeout: 30000 });
  return page.evaluate(() => ({
    winner: document.querySelector('#verdict').dataset.winner,
    verdict: document.querySelector('#verdict').textContent,
    moves: [...document.querySelectorAll('#moves li[data-move]')].map((li) => ({
      move: li.dataset.move, value: li.dataset.value })),
    url: location.href,
  }));
}

// Clicks the board element of `move` at a point that really hits it (edges may cross), then
// the direction or colour in the chooser when the element makes several moves.
async function clickMove(move) {
  const point = await page.evaluate((m) => {
    let id;
    let r = m.match(/^(\d+)>(\d+)$/);
    if (r) {
      const [a, b] = [Number(r[1]), Number(r[2])].sort((x, y) => x - y);
      id = `e${a}_${b}`;
    } else if ((r = m.match(/^(\d+)(=\d+)?$/))) {
      id = `v${r[1]}`;
    } else if ((r = m.match(/^[/\\]([a-z]\d+)$/))) {
      id = `cell-${r[1]}`;
    }
    const el = document.querySelector(`#board-svg [id="${id}"]`);
    if (!el) return null;
    const shape = el.tagName === 'line' ? el : el.querySelector('path');
    const candidates = [];
    if (shape && shape.getTotalLength) {
      const length = shape.getTotalLength();
      const ctm = shape.getScreenCTM();
      for (const t of [0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85]) {
        const p = shape.getPointAtLength(length * t).matrixTransform(ctm);
        candidates.push([p.x, p.y]);
      }
    } else {
      const box = el.getBoundingClientRect();
      candidates.push([box.x + box.width / 2, box.y + box.height / 2]);
    }
    for (const [x, y] of candidates) {
      const hit = document.elementFromPoint(x, y);
      const target = hit && hit.closest('[data-target]');
      if (target && target.dataset.target === id) return { x, y };
    }
    return null;
  }, move);
  if (!point) {
    check(false, `no clickable board element for move ${move}`);
    await page.click(`#moves li[data-move="${move}"] button`);
    return;
  }
  await page.mouse.click(point.x, point.y);
  const chooser = page.locator(`#chooser:not([hidden]) button[data-move="${move}"]`);
  if (await chooser.count()) await chooser.click();
}

async function playToEnd(game, board, params = {}) {
  const query = new URLSearchParams({ game, board, ...params });
  await page.goto(`${base}/?${query}`);
  const moves = [];
  let positions = 0;
  for (;;) {
    const shown = await settled(moves.length);
    if (moves.length === 0) {
      await page.screenshot({ path: path.join(outDir, `web-${game}-start.png`) });
      const hint = await page.locator('#click-hint').textContent();
      check(/^Click an? [a-z]+( or an? [a-z]+)* to move(, then choose the move)?\.$/.test(hint),
        `${game}: the page says what to click (${hint})`);
    }
    check(shown.url.includes(`moves=${encodeURIComponent(moves.join(' ')).replace(/%20/g, '+')}`) ||
      moves.length === 0, `${game}: the address holds the moves (${shown.url})`);
    if (shown.verdict.startsWith('Game over')) {
      check(shown.moves.length === 0, `${game}: no moves once the game is over`);
      break;
    }
    const report = solve(game, board, params, moves);
    const wins = new Set(report.winning_moves);
    const coloured = new Set(shown.moves.filter((m) => m.value === 'win').map((m) => m.move));
    check(wins.size === coloured.size && [...wins].every((m) => coloured.has(m)),
      `${game} ${board} after '${moves.join(' ')}': winning moves ${[...coloured]} shown, gg solve says ${[...wins]}`);
    check(String(report.winner) === shown.winner,
      `${game} after '${moves.join(' ')}': verdict ${shown.winner}, gg solve ${report.winner}`);
    check(shown.moves.every((m) => m.value === 'win' || m.value === 'lose'),
      `${game}: every move has a value`);
    positions += 1;
    // The best move for the side that can win, a weaker one now and then for the other.
    const pick = moves.length % 3 === 1 ? shown.moves[shown.moves.length - 1] : shown.moves[0];
    await clickMove(pick.move);
    moves.push(pick.move);
  }
  await page.screenshot({ path: path.join(outDir, `web-${game}-end.png`) });
  console.log(`${game} ${board}: played ${moves.length} moves by clicking, ${positions} positions checked against gg solve`);
  check(positions >= 2, `${game}: at least two positions`);
  return moves;
}

try {
  await playToEnd('trail-trap', 'K4');
  await playToEnd('edge', 'P5');
  await playToEnd('cycles', 'P2xP3');
  await playToEnd('trails', '3');
  // Every other game the program declares, on its second example (the first is often over in
  // a move or two): a game added later is played here with no edit to this test.
  const shown = ['trail-trap', 'edge', 'cycles', 'trails'];
  for (const g of JSON.parse(execFileSync(gg, ['games', '--json'], { encoding: 'utf8' })).games) {
    if (shown.includes(g.name)) continue;
    const example = g.examples[Math.min(1, g.examples.length - 1)];
    await playToEnd(g.name, example.board, Object.fromEntries(new URLSearchParams(example.params)));
  }

  // The start page opens each game on its first example, a board of its paper, and the board
  // box suggests the game's examples.
  const catalogue = JSON.parse(execFileSync(gg, ['games', '--json'], { encoding: 'utf8' })).games;
  await page.goto(`${base}/`);
  await settled(0);
  for (const g of catalogue) {
    await page.selectOption('#game', g.name);
    await settled(0);
    const opened = await page.locator('#board').inputValue();
    const suggested = await page.locator('#families option').evaluateAll((os) => os.map((o) => o.value));
    check(opened === g.examples[0].board && !['P2', '2'].includes(opened),
      `${g.name}: the start page opens ${opened}, the game's first example ${g.examples[0].board}`);
    check(g.examples.every((e) => suggested.includes(e.board)),
      `${g.name}: the board box suggests every example (${suggested.slice(0, 5).join(', ')}, ...)`);
  }
  await page.goto(`${base}/`);
  await settled(0);
  await page.screenshot({ path: path.join(outDir, 'web-start.png') });

  // Every Game of Cycles edge of W6 takes a click anywhere along its middle, dashes or not.
  await page.goto(`${base}/?game=cycles&board=W6`);
  await settled(0);
  const landing = await page.evaluate(() => {
    let tried = 0;
    const missed = [];
    for (const edge of document.querySelectorAll('#board-svg [id^="e"][data-target], #board-svg line[id^="e"]')) {
      const id = edge.id;
      const shape = edge.tagName === 'line' ? edge : edge.querySelector('path');
      const length = shape.getTotalLength();
      for (const t of [0.3, 0.4, 0.5, 0.6, 0.7]) {
        const p = shape.getPointAtLength(length * t).matrixTransform(shape.getScreenCTM());
        const hit = document.elementFromPoint(p.x, p.y);
        const target = hit && hit.closest('[data-target]');
        tried += 1;
        if (!target || target.dataset.target !== id) missed.push(`${id}@${t}`);
      }
    }
    return { tried, missed };
  });
  check(landing.tried >= 50 && landing.missed.length === 0,
    `cycles W6: ${landing.tried - landing.missed.length} of ${landing.tried} clicks along the edges land (missed ${landing.missed.join(' ')})`);

  // The side column stands in one place for every game, whatever the width of the board text.
  const sides = [];
  for (const [game, board] of [['trail-trap', 'K4'], ['edge', 'P5'], ['cycles', 'P2xP3']]) {
    await page.goto(`${base}/?game=${game}&board=${board}`);
    await settled(0);
    sides.push(await page.locator('#side').evaluate((e) => Math.round(e.getBoundingClientRect().x)));
  }
  check(new Set(sides).size === 1, `the side column stays in place (x = ${sides.join(', ')})`);

  // The winner's strategy: a tree with the principal line open.
  await page.goto(`${base}/?game=trail-trap&board=P2xP3`);
  await settled(0);
  await page.click('#show-strategy');
  await page.waitForSelector('#strategy-tree li.principal', { timeout: 30000 });
  const nodes = await page.locator('#strategy-tree .node-label').count();
  check(nodes > 3, `strategy view shows the tree (${nodes} labels)`);
  await page.locator('#strategy-tree li.principal .node-label.winner-move').first().hover();
  await page.waitForSelector('#preview img', { timeout: 15000 });
  await page.screenshot({ path: path.join(outDir, 'web-strategy.png') });
  // No strategy once the game is over, nor for three players: the button says why.
  for (const [query, plies, why] of [['game=trail-trap&board=P2&moves=0>1', 1, /game is over/],
    ['game=cycles&board=C6&players=3', 0, /two-player/]]) {
    await page.goto(`${base}/?${query}`);
    await settled(plies);
    const button = await page.locator('#show-strategy').evaluate((b) => [b.disabled, b.title]);
    check(button[0] && why.test(button[1]), `${query}: strategy button off (${button[1]})`);
  }

  // The engine's side is in the address, so a reload keeps it.
  await page.goto(`${base}/?game=trail-trap&board=K4`);
  await settled(0);
  await page.selectOption('#engine-side', '2');
  check(page.url().includes('engine=2'), `the engine's side is in the address (${page.url()})`);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#engine-side').value === '2', null, { timeout: 15000 })
    .catch(() => check(false, 'a reload forgets the engine\'s side'));

  // The census browser: the --report summary before any query; query, then open a row in the
  // explorer; Back returns to the query (it is in the address bar).
  await page.click('#tab-census');
  await page.waitForSelector('table.census-report tbody tr', { timeout: 15000 });
  check(!(await page.locator('#strategy').isVisible()), 'the strategy view stays with the explorer');
  const summary = await page.locator('table.census-report tbody tr').first()
    .evaluate((tr) => [...tr.cells].map((td) => td.textContent));
  check(summary[0] === '4' && summary[1] === '6' && summary[5] === 'complete',
    `census summary before a query: order 4, 6 graphs, complete (${summary.join(' ')})`);
  const counted = await page.locator('table.census-report tbody tr').nth(1)
    .evaluate((tr) => [...tr.cells].map((td) => td.textContent));
  check(counted[0] === '5' && counted[1] === '21' && counted[2] === '4' && counted[5] === 'counted, no rows (--no-rows)',
    `an order counted without rows: order 5, 21 graphs, 4 P1 wins (${counted.join(' ')})`);
  await page.selectOption('#census-game', 'trail-trap');
  await page.fill('#census-order', '4');
  await page.click('#census-form button[type=submit]');
  await page.waitForSelector('#census-table tbody tr', { timeout: 15000 });
  const rows = await page.locator('#census-table tbody tr').count();
  check(rows === 6, `census browser lists the 6 connected graphs of order 4 (${rows})`);
  check(!(await page.locator('#census-table th.facts').isVisible()), 'no facts column for Trail Trap');
  await page.screenshot({ path: path.join(outDir, 'web-census.png') });
  check(/view=census/.test(page.url()) && /order=4/.test(page.url()), `the query is in the address (${page.url()})`);
  // A game's declared facts have a column: EDGe rows name the colours played with.
  await page.selectOption('#census-game', 'edge');
  await page.fill('#census-order', '3');
  await page.click('#census-form button[type=submit]');
  await page.waitForFunction(() => [...document.querySelectorAll('#census-table tbody tr')]
    .some((tr) => tr.cells[0].textContent === 'Bw'), null, { timeout: 15000 });
  const triangle = await page.locator('#census-table tbody').evaluate((body) => [...body.rows]
    .find((tr) => tr.cells[0].textContent === 'Bw').cells[6].textContent);
  check(triangle === 'colors 3', `the census row of K3 in EDGe names its 3 colours (${triangle})`);
  const hint = await page.locator('#census-variant').getAttribute('placeholder');
  check(hint === 'colors=EDCN', `the variant field names EDGe's standard variant (${hint})`);
  await page.screenshot({ path: path.join(outDir, 'web-census-facts.png') });
  // A reply that comes late is dropped: Back (its reply held up) then Forward at once ends on
  // the EDGe rows Forward asked for, not on the Trail Trap rows that arrive after them.
  const slow = (route) => (/game=trail-trap/.test(route.request().url())
    ? new Promise((r) => setTimeout(r, 1500)).then(() => route.continue()) : route.continue());
  await page.route('**/api/census?*', slow);
  await page.goBack();
  await page.goForward();
  await page.waitForTimeout(2500);
  await page.unroute('**/api/census?*', slow);
  const afterLate = await page.locator('#census-table tbody').evaluate((body) =>
    [...body.rows].map((tr) => tr.cells[0].textContent));
  check(afterLate.includes('Bw') && afterLate.length === 2,
    `a late reply does not replace the rows shown (${afterLate.join(' ')})`);
  // Back shows the previous query's rows, never the EDGe rows left on screen while it loads.
  const trailTrapRows = async (label) => {
    const shown = await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('#census-table tbody tr')];
      return rows.length === 6 && /trail-trap/.test(document.querySelector('#census-summary').textContent);
    }, null, { timeout: 15000 }).then(() => true, () => false);
    const rows = await page.locator('#census-table tbody tr').count();
    check(shown, `${label}: the 6 Trail Trap rows of order 4 (${rows} rows shown)`);
  };
  await page.goBack();
  await trailTrapRows('Back from the EDGe query');
  await page.locator('#census-table button.open-row').first().click();
  const opened = await settled(0);
  check(opened.moves.length > 0, 'a census row opens in the explorer');
  await page.goBack();
  await trailTrapRows('Back from the opened row');

  // A permalink with a move that cannot be played shows the position before it, the error
  // beside it, in the page's terms (no command-line flags).
  await page.goto(`${base}/?game=trail-trap&board=K4&moves=0>1+9>9`);
  const before = await settled(1);
  const error = await page.locator('#error').textContent();
  check(before.moves.length > 0 && /move 2 '9>9'/.test(error) && !/--/.test(error),
    `a bad move in a permalink: the position before it and the error (${error})`);
  check(await page.locator('#board-svg svg').count() === 1, 'a bad move keeps the board shown');
  await page.screenshot({ path: path.join(outDir, 'web-bad-move.png') });
  // A board that cannot be read leaves no empty picture frame.
  await page.goto(`${base}/?game=trail-trap&board=K4!!`);
  await page.waitForSelector('#error:not([hidden])', { timeout: 15000 });
  check(await page.locator('#board-frame').isHidden(), 'a bad board hides the picture frame');

  // A long search shows its progress and stops when cancelled from the page.
  await page.goto(`${base}/?game=trails&board=5`);
  await page.waitForSelector('#progress:not([hidden])', { timeout: 15000 });
  await page.waitForFunction(() => /nodes/.test(document.querySelector('#progress-text').textContent),
    null, { timeout: 15000 });
  await page.screenshot({ path: path.join(outDir, 'web-progress.png') });
  await page.click('#cancel');
  const cancelled = await settled(0);
  check(/you cancelled/i.test(cancelled.verdict) && !/server's limit/.test(cancelled.verdict),
    `cancel stops the search and says so (${cancelled.verdict})`);
  check(cancelled.moves.length > 0 && cancelled.moves.every((m) => m.value === 'unknown'),
    `after Cancel every move is listed, undecided (${cancelled.moves.length} moves)`);

  // Trails 5x5 against the engine: a click, the engine's unproven reply, another click.
  await page.goto(`${quick}/?game=trails&board=5`);
  await page.selectOption('#engine-side', '2');
  const first = await settled(0);
  check(/Not decided/.test(first.verdict), `5x5: undecided within the limit (${first.verdict})`);
  const clickable = await page.locator('#board-svg [data-target]').count();
  check(clickable >= 25, `5x5: every cell is clickable (${clickable})`);
  await clickMove('/c3');
  const replied = await settled(2);
  const engine = await page.locator('#history li').nth(1).getAttribute('class');
  check(/unproven/.test(engine || ''), `5x5: the engine's reply is marked not proven (${engine})`);
  const reply = await page.locator('#history li').nth(1).evaluate((li) => li.firstChild.textContent);
  check(replied.moves.length > 0, `5x5: moves after the engine's reply ${reply}`);
  await clickMove(replied.moves.find((m) => m.value !== 'lose').move);
  await settled(4);
  await page.screenshot({ path: path.join(outDir, 'web-trails5-vs-engine.png') });
  console.log(`trails 5: played three moves against the engine (its reply ${reply})`);
} catch (e) {
  check(false, e.stack || String(e));
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGINT');
}

if (failures) {
  console.error(`${failures} check(s) failed`);
  process.exit(1);
}
console.log('browser test: all checks passed');
