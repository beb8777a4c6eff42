// The winner's strategy, node by node, with previews of the positions.

import { positionParams, searching } from './api.js';
import { previewOnHover } from './preview.js';
import { state, $ } from './state.js';

// ---------------------------------------------------------------------------------------------
// The winner's strategy, node by node

export async function showStrategy() {
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

function nodeLabel(text, cls, line) {
  const span = document.createElement('span');
  span.className = `node-label ${cls}`;
  span.textContent = text;
  span.dataset.moves = line.join(' ');
  previewOnHover(span, positionParams(line));
  return span;
}
