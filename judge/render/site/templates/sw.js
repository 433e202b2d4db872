// Offline copy of the site: every file of this build is cached on install; pages are then
// served from the cache first. A rebuild changes VERSION: the old cache is dropped and the open
// pages are told ("judge-site-updated"), so they can offer a reload — a page that asks
// ("judge-site-served?") is told too when an older build served it.
const VERSION = {{ version|tojson }};
const FILES = {{ files|tojson }};
const PREFIX = "judge-site:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;
// the pages this worker served, and whether it replaced an older build: a page it did not serve
// came from the older build (a new build activated while the page was loading), so it is told
const served = new Set();
let replaced = false;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => {
        const old = keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE);
        return Promise.all(old.map((k) => caches.delete(k))).then(() => old.length > 0);
      })
      .then((older) =>
        self.clients.claim().then(() => {
          replaced = older;
          if (!older) return;
          return self.clients
            .matchAll({ includeUncontrolled: true })
            .then((all) => all.forEach((c) => c.postMessage("judge-site-updated")));
        })
      )
  );
});

self.addEventListener("message", (event) => {
  if (event.data !== "judge-site-served?" || !event.source) return;
  const stale = replaced && !served.has(event.source.id);
  event.source.postMessage(stale ? "judge-site-updated" : "judge-site-current");
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  if (event.request.mode === "navigate" && event.resultingClientId) {
    served.add(event.resultingClientId);
  }
  event.respondWith(
    caches
      .match(event.request, { ignoreSearch: true, cacheName: CACHE })
      .then((hit) => hit || fetch(event.request))
  );
});
