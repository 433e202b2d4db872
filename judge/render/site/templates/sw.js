// Offline copy of the site: every file of this build is cached on install; pages are then
// served from the cache first. A rebuild changes VERSION, and the old cache is dropped.
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
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))
        )
      )
      .then(() => self.clients.claim())
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
