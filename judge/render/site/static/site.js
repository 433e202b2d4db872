// The site's only script: the offline service worker (and the notice when a new build of the
// site has arrived), the clause-number jump from the box on every page, and the search page
// around Pagefind (every game at once, results grouped by game). Everything else on the site
// works without JavaScript. Text from the index is put into the page as text nodes, never as
// HTML.
(function () {
  "use strict";
  var body = document.body;
  var root = body.dataset.root || "";
  var here = body.dataset.game || "";
  var searchOn = body.dataset.search === "on";

  function at(path) {
    return new URL(root + path, document.baseURI).href;
  }

  // -- the games of the site (games.json), the page's own first
  var games = [];
  var gamesLoaded = null;
  function loadGames() {
    if (!gamesLoaded) {
      gamesLoaded = fetch(at("games.json"))
        .then(function (r) { return r.ok ? r.json() : []; })
        .catch(function () { return []; })
        .then(function (list) {
          games = list.slice().sort(function (a, b) { return (b.id === here) - (a.id === here); });
          return games;
        });
    }
    return gamesLoaded;
  }

  // -- offline copy; a new build is announced, never shown silently
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    var controlled = !!navigator.serviceWorker.controller;
    var announce = function () {
      var notice = document.getElementById("update");
      if (notice) {
        notice.hidden = false;
        notice.querySelector("a").href = location.href;
      }
    };
    // the new worker says so when it replaced an older build (its message waits for the page)
    navigator.serviceWorker.addEventListener("message", function (event) {
      if (event.data === "judge-site-updated") announce();
    });
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!controlled) { controlled = true; return; }  // the first install: nothing was stale
      announce();
    });
    navigator.serviceWorker.register(at("sw.js")).then(function (reg) {
      reg.update().catch(function () {});
    }).catch(function () {});
    // a build that took over while this page was loading: its worker did not serve the page
    navigator.serviceWorker.ready.then(function () {
      var worker = navigator.serviceWorker.controller;
      if (worker) worker.postMessage("judge-site-served?");
    });
  }

  // -- a clause number typed in the box: 514.6, 514 6, п. 514.6, lásd 34.4., or a heading
  var PREFIX = /^\s*(?:(?:пункт[а-яё]*|пп|п|см|§|lásd|ld|pont|clause|rule)\.?\s*)+/i;
  var NUMBER = /^\d{1,4}(?:\s*[.,:\/\s-]\s*\d{1,4})*$/;

  function normalizeId(raw) {
    var text = raw.trim().replace(PREFIX, "").trim().replace(/\.+$/, "").trim();
    if (!text || !NUMBER.test(text)) return null;
    return text.match(/\d+/g).join(".");
  }

  var idMaps = {};
  function ids(game) {
    if (!idMaps[game.id]) {
      idMaps[game.id] = fetch(at(game.dir + "/ids.json"))
        .then(function (r) { return r.ok ? r.json() : {}; })
        .catch(function () { return {}; });
    }
    return idMaps[game.id];
  }

  // The clauses a query names in every game: [{game, id, urls}], and for a clause number that
  // no game has, the nearest ids ([{game, id, urls}] with miss: true).
  function clauses(query) {
    var id = normalizeId(query);
    var wanted = query.trim().replace(/\.$/, "").toLowerCase();
    return loadGames().then(function () { return Promise.all(games.map(ids)); }).then(function (maps) {
      var found = [];
      maps.forEach(function (map, i) {
        if (id && map[id]) { found.push({ game: games[i], id: id, urls: map[id] }); return; }
        for (var key in map) {
          if (Object.prototype.hasOwnProperty.call(map, key) && key.toLowerCase() === wanted) {
            found.push({ game: games[i], id: key, urls: map[key] });
          }
        }
      });
      if (found.length || !id) return { found: found, nearest: [], id: id };
      var nearest = [];
      maps.forEach(function (map, i) {
        nearestIds(id, Object.keys(map)).forEach(function (near) {
          nearest.push({ game: games[i], id: near, urls: map[near] });
        });
      });
      return { found: [], nearest: nearest, id: id };
    });
  }

  // The ids nearest a missing one: under the same parent, the numbers on either side of it,
  // and the id it starts with (514.10 → 514.1 and 514.9), at most three.
  function nearestIds(id, known) {
    var parts = id.split(".");
    var parent = parts.slice(0, -1).join(".");
    var last = parseInt(parts[parts.length - 1], 10);
    var siblings = known.filter(function (k) {
      var p = k.split(".");
      return p.length === parts.length && p.slice(0, -1).join(".") === parent && /^\d+$/.test(p[p.length - 1]);
    });
    var below = null, above = null;
    siblings.forEach(function (k) {
      var n = parseInt(k.split(".").pop(), 10);
      if (n < last && (below === null || n > parseInt(below.split(".").pop(), 10))) below = k;
      if (n > last && (above === null || n < parseInt(above.split(".").pop(), 10))) above = k;
    });
    var out = [];
    known.forEach(function (k) {
      if (id.indexOf(k) === 0 && id.length > k.length && /^\d$/.test(id.charAt(k.length)) && k.split(".").length === parts.length) out.push(k);
    });
    [below, above].forEach(function (k) { if (k && out.indexOf(k) < 0) out.push(k); });
    if (!out.length && parent && known.indexOf(parent) >= 0) out.push(parent);
    return out.slice(0, 3);
  }

  var form = document.querySelector("form.search");
  var results = document.getElementById("results");
  if (form) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var query = form.elements.q.value;
      clauses(query).then(function (c) {
        var urls = [];
        c.found.forEach(function (f) { urls = urls.concat(f.urls); });
        if (urls.length === 1) {
          location.href = at(urls[0]);
        } else if (results) {
          history.replaceState(null, "", "?q=" + encodeURIComponent(query));
          run(query);
        } else {
          location.href = form.action + "?q=" + encodeURIComponent(query);
        }
      });
    });
  }
  if (!results) return;

  // -- the search page
  var pagefind = null;
  function engine() {
    if (!pagefind) {
      pagefind = loadGames().then(function () {
        return import(at("pagefind/pagefind.js"));
      }).then(function (pf) {
        return pf.options({ baseUrl: "/" }).then(function () {
          // Pagefind searches the index of the page's language; the others are merged in
          var own = (document.documentElement.lang || "").toLowerCase();
          var others = games.map(function (g) { return g.lang; }).filter(function (l, i, all) {
            return l && l !== own && all.indexOf(l) === i;
          });
          return Promise.all(others.map(function (lang) {
            return pf.mergeIndex(at("pagefind/"), { language: lang }).catch(function () {});
          })).then(function () { return pf; });
        });
      });
    }
    return pagefind;
  }

  function local(url) {
    // Pagefind's URLs start at the site root ("/hkk/x.html#34.4"); the site may live under
    // any prefix, so they are made relative to this page.
    return at(url.replace(/^\//, ""));
  }

  function fold(word) {
    return word.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/ё/g, "е");
  }

  // A hit counts only when a marked word shares most of a query word (its stem): a result
  // whose marks are only a short fragment of the word asked for ("át" for "áttörés") is dropped.
  function wordsOf(text) {
    return (text.match(/[\p{L}]+/gu) || []).map(fold);
  }
  function shares(mark, word) {
    var n = 0;
    while (n < mark.length && n < word.length && mark.charAt(n) === word.charAt(n)) n++;
    return n >= Math.min(word.length, Math.max(3, Math.ceil(word.length * 0.6)));
  }
  function earned(html, query) {
    var asked = wordsOf(query);
    if (!asked.length) return true;
    var doc = new DOMParser().parseFromString("<body>" + html, "text/html");
    var marks = Array.prototype.map.call(doc.querySelectorAll("mark"), function (m) {
      return fold(m.textContent);
    });
    return marks.some(function (m) {
      return asked.some(function (w) { return shares(m, w) || shares(w, m) && m.length >= 4; });
    });
  }

  function excerpt(html) {
    // The excerpt marks hits with <mark>; it is parsed inert and rebuilt as text and marks.
    var p = document.createElement("p");
    var doc = new DOMParser().parseFromString("<body>" + html, "text/html");
    doc.body.childNodes.forEach(function (node) {
      if (node.nodeName === "MARK") {
        var mark = document.createElement("mark");
        mark.textContent = node.textContent;
        p.appendChild(mark);
      } else {
        p.appendChild(document.createTextNode(node.textContent));
      }
    });
    return p;
  }

  function item(url, title, text) {
    var li = document.createElement("li");
    var a = document.createElement("a");
    a.href = url;
    a.textContent = title;
    li.appendChild(a);
    if (text) li.appendChild(excerpt(text));
    return li;
  }

  function group(game) {
    var section = document.createElement("section");
    section.lang = game.lang;
    section.dataset.game = game.id;
    var h2 = document.createElement("h2");
    h2.textContent = game.title;
    section.appendChild(h2);
    section.appendChild(document.createElement("ol"));
    return section;
  }

  function missNotice(c) {
    var box = document.createElement("div");
    var p = document.createElement("p");
    p.className = "note";
    p.textContent = results.dataset.noClause.replace("{id}", c.id);
    box.appendChild(p);
    if (c.nearest.length) {
      var near = document.createElement("p");
      near.className = "nearest";
      near.appendChild(document.createTextNode(results.dataset.nearest + ": "));
      c.nearest.forEach(function (n) {
        var a = document.createElement("a");
        a.href = at(n.urls[0]);
        a.textContent = n.id;
        a.title = n.game.title;
        near.appendChild(a);
      });
      box.appendChild(near);
    }
    return box;
  }

  var latest = 0;
  function run(query) {
    var ticket = ++latest;
    query = query.trim();
    if (!query) {
      results.replaceChildren();
      return;
    }
    clauses(query).then(function (c) {
      var byGame = {};  // game id → [{url, title, text}]
      var seen = {};
      function add(gameId, url, title, text) {
        var key = url.split("?")[0];
        if (seen[key]) {
          if (text && !seen[key].text) seen[key].text = text;
          return;
        }
        seen[key] = { url: url, title: title, text: text };
        (byGame[gameId] = byGame[gameId] || []).push(seen[key]);
      }
      c.found.forEach(function (f) {
        f.urls.forEach(function (u) { add(f.game.id, at(u), f.id, ""); });
      });
      var head = c.nearest.length || (c.id && !c.found.length) ? missNotice(c) : null;
      if (!searchOn || c.id) {
        if (ticket === latest) show(head, byGame);
        return;
      }
      engine()
        .then(function (pf) { return pf.search(query); })
        .then(function (found) {
          return Promise.all(found.results.slice(0, 20).map(function (r) { return r.data(); }));
        })
        .then(function (pages) {
          // clauses first (each a heading with an anchor), then the rulings (whole pages)
          var rulings = [];
          pages.forEach(function (page) {
            var gameId = ((page.filters || {}).game || [""])[0];
            var subs = (page.sub_results || []).filter(function (s) {
              return s.url.indexOf("#") > 0 && earned(s.excerpt, query);
            });
            subs.sort(function (a, b) { return (b.locations || []).length - (a.locations || []).length; });
            subs.slice(0, 6).forEach(function (s) { add(gameId, local(s.url), s.title, s.excerpt); });
            if (!subs.length && !(page.sub_results || []).some(function (s) { return s.url.indexOf("#") > 0; }) && earned(page.excerpt, query)) {
              rulings.push([gameId, local(page.url), page.meta.title, page.excerpt]);
            }
          });
          rulings.forEach(function (r) { add(r[0], r[1], r[2], r[3]); });
          if (ticket === latest) show(head, byGame);
        });
    });
  }

  function show(head, byGame) {
    var nodes = head ? [head] : [];
    games.forEach(function (game) {
      var found = byGame[game.id];
      if (!found || !found.length) return;
      var section = group(game);
      var list = section.querySelector("ol");
      found.forEach(function (f) { list.appendChild(item(f.url, f.title, f.text)); });
      nodes.push(section);
    });
    if (nodes.length === (head ? 1 : 0) && !head) {
      var p = document.createElement("p");
      p.textContent = results.dataset.noResults;
      nodes.push(p);
    }
    results.replaceChildren.apply(results, nodes);
  }

  var box = form && form.elements.q;
  var timer = null;
  if (box) {
    var start = new URLSearchParams(location.search).get("q");
    if (start) {
      box.value = start;
      run(start);
    }
    box.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () { run(box.value); }, 200);
    });
    box.focus();
  }
})();
