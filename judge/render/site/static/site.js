// The site's only script: the offline service worker, the clause-number jump and the search
// page around Pagefind. Everything else on the site works without JavaScript. Text from the
// index is put into the page as text nodes, never as HTML.
(function () {
  "use strict";
  var body = document.body;
  var root = body.dataset.root || "";
  var gameDir = body.dataset.gameDir || "";
  var game = body.dataset.game || "";
  var searchOn = body.dataset.search === "on";

  function at(path) {
    return new URL(root + path, document.baseURI).href;
  }

  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    navigator.serviceWorker.register(at("sw.js")).catch(function () {});
  }

  // -- a clause number typed in the box: 514.6, 514 6, п. 514.6, lásd 34.4., or a heading
  var PREFIX = /^\s*(?:(?:пункт[а-яё]*|пп|п|см|§|lásd|ld|pont|clause|rule)\.?\s*)+/i;
  var NUMBER = /^\d{1,4}(?:\s*[.,:\/\s-]\s*\d{1,4})*$/;

  function normalizeId(raw) {
    var text = raw.trim().replace(PREFIX, "").trim().replace(/\.+$/, "").trim();
    if (!text || !NUMBER.test(text)) return null;
    return text.match(/\d+/g).join(".");
  }

  var ids = null;
  function loadIds() {
    if (!ids) {
      ids = fetch(at(gameDir + "/ids.json"))
        .then(function (r) { return r.ok ? r.json() : {}; })
        .catch(function () { return {}; });
    }
    return ids;
  }

  function clauseUrls(query) {
    return loadIds().then(function (map) {
      var id = normalizeId(query);
      if (id && map[id]) return map[id];
      var wanted = query.trim().replace(/\.$/, "").toLowerCase();
      for (var key in map) {
        if (Object.prototype.hasOwnProperty.call(map, key) && key.toLowerCase() === wanted) {
          return map[key];
        }
      }
      return [];
    });
  }

  var form = document.querySelector("form.search");
  var results = document.getElementById("results");
  if (form && gameDir) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var query = form.elements.q.value;
      clauseUrls(query).then(function (urls) {
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
      pagefind = import(at("pagefind/pagefind.js")).then(function (pf) {
        return pf.options({ baseUrl: "/" }).then(function () { return pf; });
      });
    }
    return pagefind;
  }

  function local(url) {
    // Pagefind's URLs start at the site root ("/hkk/x.html#34.4"); the site may live under
    // any prefix, so they are made relative to this page.
    return at(url.replace(/^\//, ""));
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

  var latest = 0;
  function run(query) {
    var ticket = ++latest;
    query = query.trim();
    if (!query) {
      results.replaceChildren();
      return;
    }
    clauseUrls(query).then(function (urls) {
      var items = urls.map(function (u) {
        return item(at(u), decodeURIComponent(u.split("#")[1] || u), "");
      });
      if (!searchOn) {
        if (ticket === latest) show(items);
        return;
      }
      engine()
        .then(function (pf) { return pf.search(query, { filters: { game: game } }); })
        .then(function (found) {
          return Promise.all(found.results.slice(0, 12).map(function (r) { return r.data(); }));
        })
        .then(function (pages) {
          // clauses first (each a heading with an anchor), then the rulings (whole pages)
          var rulings = [];
          pages.forEach(function (page) {
            var subs = (page.sub_results || []).filter(function (s) { return s.url.indexOf("#") > 0; });
            subs.sort(function (a, b) { return (b.locations || []).length - (a.locations || []).length; });
            subs.slice(0, 6).forEach(function (s) { items.push(item(local(s.url), s.title, s.excerpt)); });
            if (!subs.length) rulings.push(item(local(page.url), page.meta.title, page.excerpt));
          });
          items = items.concat(rulings);
          if (ticket === latest) show(items);
        });
    });
  }

  function show(items) {
    if (!items.length) {
      var li = document.createElement("li");
      li.textContent = results.dataset.noResults;
      items = [li];
    }
    results.replaceChildren.apply(results, items);
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
