// Offline copy of the site: every file of this build is cached on install; pages are then
// served from the cache first. A rebuild changes VERSION: the old cache is dropped and the open
// pages are told ("judge-site-updated"), so they can offer a reload.
const VERSION = {{ version|tojson }};
const FILES = {{ files|tojson }};
const PREFIX = "judge-site:" + self.registration.scope + ":";
const CACHE = PREFIX + VERSION;

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
      .then((replaced) =>
        self.clients.claim().then(() => {
          if (!replaced) return;
          return self.clients
            .matchAll({ includeUncontrolled: true })
            .then((all) => all.forEach((c) => c.postMessage("judge-site-updated")));
        })
      )
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches
      .match(event.request, { ignoreSearch: true, cacheName: CACHE })
      .then((hit) => hit || fetch(event.request))
  );
});
