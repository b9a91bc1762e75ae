/* arena viewer: the side panel's player cards (seat, rank, name, score, the game's stats,
 * status or CPU), the latest events, and the standings shown at the last round.
 * Plain script: adds ArenaShell.el (DOM helper) and ArenaShell.panel. */
(function (Shell) {
  'use strict';

  var mix = Shell.color.mix;

  /* document.createElement with attributes ("class", "text", "html", "on<event>", others as
   * attributes; true is an empty attribute) and children (nodes or strings). */
  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    if (attrs) {
      for (var k in attrs) {
        if (!Object.prototype.hasOwnProperty.call(attrs, k)) continue;
        var v = attrs[k];
        if (k === 'class') e.className = v;
        else if (k === 'text') e.textContent = v;
        else if (k === 'html') e.innerHTML = v;
        else if (k.slice(0, 2) === 'on') e.addEventListener(k.slice(2), v);
        else if (v === true) e.setAttribute(k, '');
        else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, v);
      }
    }
    (children || []).forEach(function (c) {
      if (c === null || c === undefined) return;
      e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return e;
  }
  function setText(node, text) { if (node.textContent !== text) node.textContent = text; }

  /* A player's name chip in its colour. */
  function chip(player) {
    var c = el('span', { class: 'ev-chip', text: player.label });
    c.style.setProperty('--pc', player.color);
    return c;
  }

  /* Rank of each player by score, ties sharing a rank (1, 1, 3, 4). */
  function ranks(rows) {
    var order = rows.map(function (d, i) { return i; }).sort(function (a, b) {
      return rows[b].score - rows[a].score || a - b;
    });
    var rankOf = [];
    order.forEach(function (p, k) {
      rankOf[p] = k > 0 && rows[order[k - 1]].score === rows[p].score ? rankOf[order[k - 1]] : k + 1;
    });
    return { order: order, rankOf: rankOf };
  }

  var EVENTS_SHOWN = 4;

  /* els: players (card list), events (box), eventsList, eventsCount, standings (overlay on the
   * board). on: select(p), seek(f), label(f), spoilers() (true: counts may tell the future). */
  function panel(els, on) {
    var cards = [], model = null, view = null, shownEvents = -1, standingsFor = -1, dismissed = -1;

    function setup(m, v) {
      model = m;
      view = v;
      shownEvents = -1;
      standingsFor = dismissed = -1;
      els.players.innerHTML = '';
      cards = m.players.map(function (p, i) {
        var seat = el('span', { class: 'player-seat', text: String(p.seat), title: 'player ' + p.seat });
        var name = el('span', { class: 'player-name', text: p.name, title: p.label });
        var rank = el('span', { class: 'player-rank', text: '#' + (i + 1), title: 'rank' });
        var score = el('span', { class: 'player-score', text: '0' });
        var stats = el('div', { class: 'pc-stats' });
        var status = el('span', { class: 'player-status' });
        var units = el('div', { class: 'pc-units' });
        var card = el('div', { class: 'player-card', 'data-player': String(i),
          title: 'Click to highlight ' + p.label + "'s units (key " + (i + 1) + ')',
          onclick: function () { on.select(i); } }, [
          el('div', { class: 'pc-head' }, [seat, name, rank, score]), stats, units]);
        card.style.setProperty('--pc', p.color);
        card.style.setProperty('--pc-light', mix(p.color, '#ffffff', 0.35));
        els.players.appendChild(card);
        return { card: card, score: score, stats: stats, status: status, rank: rank, statEls: {}, units: units };
      });
      els.events.hidden = !m.events;
      els.standings.hidden = true;
    }

    function setSelected(sel) {
      cards.forEach(function (c, i) {
        c.card.classList.toggle('selected', i === sel);
        c.card.classList.toggle('dimmed', sel >= 0 && i !== sel);
      });
    }

    /* The cards and events for frame f; the standings when f is the last frame. */
    function update(f, force) {
      if (!model) return;
      var rows = view.panel(model, f), r = ranks(rows);
      rows.forEach(function (d, i) {
        var c = cards[i];
        if (!c) return;
        setText(c.score, String(d.score));
        setText(c.rank, '#' + r.rankOf[i]);
        c.card.classList.toggle('leader', r.rankOf[i] === 1);
        (d.stats || []).forEach(function (s) {
          var se = c.statEls[s.key];
          if (!se) {
            se = c.statEls[s.key] = el('b', { 'data-stat': s.key });
            c.stats.appendChild(el('span', { class: 'pc-stat' }, [s.label + ' ', se]));
          }
          setText(se, String(s.value));
        });
        // a line a unit, when the game gives them (Revisited: each car's gas and missiles)
        (d.units || []).forEach(function (u, k) {
          var ue = c.units.children[k] || c.units.appendChild(el('span', { class: 'pc-unit' }));
          setText(ue, u.text);
          ue.classList.toggle('out', !!u.out);
        });
        if (d.status) {
          if (!c.status.parentNode) c.stats.appendChild(c.status);
          setText(c.status, d.status.text);
          c.status.className = 'player-status ' + (d.status.kind || 'other');
        }
      });
      updateEvents(f, force);
      var last = model.frameCount - 1;
      if (f !== last) { els.standings.hidden = true; dismissed = -1; } else if (dismissed !== f) showStandings(f, rows, r);
    }

    function updateEvents(f, force) {
      var evs = model.events;
      if (!evs) return;
      var lo = 0, hi = evs.length;          // first event after frame f
      while (lo < hi) { var mid = (lo + hi) >> 1; if (evs[mid].frame <= f) lo = mid + 1; else hi = mid; }
      if (lo === shownEvents && !force) return;
      shownEvents = lo;
      els.eventsList.innerHTML = '';
      els.eventsCount.textContent = on.spoilers() ? lo + ' of ' + evs.length : lo + ' so far';
      if (lo === 0) {
        els.eventsList.appendChild(el('div', { class: 'ev-none', text: 'Nothing yet.' }));
        return;
      }
      for (var k = lo - 1; k >= Math.max(0, lo - EVENTS_SHOWN); k--) els.eventsList.appendChild(eventRow(evs[k]));
    }

    /* An event's text may name players as {p0}..{p9}, drawn as coloured name chips. */
    function eventRow(ev) {
      var row = el('div', { class: 'ev', title: 'Go to round ' + on.label(ev.frame),
        onclick: function () { on.seek(ev.frame); } },
        [el('span', { class: 'ev-round', text: String(on.label(ev.frame)) })]);
      var txt = el('span', { class: 'ev-text' });
      ev.text.split(/(\{p\d\})/).forEach(function (part) {
        var mm = /^\{p(\d)\}$/.exec(part);
        if (mm && model.players[+mm[1]]) txt.appendChild(chip(model.players[+mm[1]]));
        else if (part) txt.appendChild(document.createTextNode(part));
      });
      row.appendChild(txt);
      return row;
    }

    /* Who won: the standings at the last frame, over the board until dismissed. A replay that
     * was cut short says so, and so does an excerpt (a match played --from a round, or cut by
     * --rounds, which its debug file tells: model.excerpt {from, to, of}): no winner crowned. */
    function showStandings(f, rows, r) {
      els.standings.hidden = false;
      if (standingsFor === f) return;
      standingsFor = f;
      var first = on.label(0), last = on.label(f);
      var excerpt = first > 0 || !!model.excerpt;
      var firsts = r.order.filter(function (p) { return r.rankOf[p] === 1; });
      var winner = el('div', { class: 'st-winner', id: 'arena-winner' },
        [excerpt || model.warning ? (firsts.length > 1 ? 'Tied in the lead: ' : 'In the lead: ') :
          firsts.length > 1 ? 'Tie for first: ' : 'Winner: ']);
      firsts.forEach(function (p, k) {
        if (k) winner.appendChild(document.createTextNode(', '));
        winner.appendChild(chip(model.players[p]));
      });
      var table = el('table', null, r.order.map(function (p) {
        var s = rows[p].status;
        return el('tr', { 'data-player': String(p) }, [
          el('td', { class: 'st-rank', text: String(r.rankOf[p]) }),
          el('td', null, [chip(model.players[p])]),
          el('td', { class: 'st-score', text: String(rows[p].score) }),
          el('td', { class: 'st-status ' + (s ? s.kind : ''), text: s ? s.text : '' })
        ]);
      }));
      var title = model.warning ? 'Standings at round ' + last + ' (the replay is incomplete)' :
        excerpt ? 'Standings after round ' + last + ' (an excerpt: rounds ' + first + ' to ' + last +
          (model.excerpt ? ' of ' + model.excerpt.of : '') + ')' : 'Final standings';
      els.standings.replaceChildren(
        el('button', { class: 'st-close', title: 'Close', text: '×',
          onclick: function () { dismissed = f; els.standings.hidden = true; } }),
        el('div', { class: 'st-title', text: title }), winner, table);
    }

    return { setup: setup, update: update, setSelected: setSelected };
  }

  Shell.el = el;
  Shell.panel = panel;
})(window.ArenaShell = window.ArenaShell || {});
