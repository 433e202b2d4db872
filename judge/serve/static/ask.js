// The Ask page with JavaScript: the question is answered in place. The form still works
// without this file (a GET the server answers with the whole page); here the same URL is
// fetched and its answer section put in place of this one, and the address bar shows the URL
// of the answer (so it can be shared, and Back works). The answer arrives as the server's
// HTML, parsed with DOMParser and moved in as nodes: nothing is built from strings here.
(function () {
  "use strict";
  var form = document.querySelector("form.ask");
  var answer = document.getElementById("answer");
  if (!form || !answer || !window.fetch || !window.DOMParser || !window.URLSearchParams) return;
  form.setAttribute("data-enhanced", "in-place"); // answers come in place from here on

  function show(url, push) {
    answer.setAttribute("aria-busy", "true");
    var button = form.querySelector("button");
    var label = button.textContent;
    button.disabled = true;
    button.textContent = form.dataset.working || label;
    return fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin" })
      .then(function (response) {
        return response.text().then(function (text) {
          var page = new DOMParser().parseFromString(text, "text/html");
          var fresh = page.getElementById("answer");
          if (!fresh) throw new Error("no answer in the page (" + response.status + ")");
          answer.replaceWith(document.importNode(fresh, true));
          answer = document.getElementById("answer");
          if (push) history.pushState({ ask: true }, "", url);
          document.title = page.title;
          var heading = answer.querySelector("h2");
          if (heading) {
            heading.setAttribute("tabindex", "-1");
            heading.focus();
          }
        });
      })
      .catch(function () {
        window.location.assign(url); // the page without the script still answers
      })
      .finally(function () {
        answer.removeAttribute("aria-busy");
        button.disabled = false;
        button.textContent = label;
      });
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var query = new URLSearchParams(new FormData(form)).toString();
    var url = new URL(form.getAttribute("action") + "?" + query, window.location.href);
    show(url.href, true);
  });

  form.elements.q.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      if (form.reportValidity()) form.requestSubmit();
    }
  });

  window.addEventListener("popstate", function () {
    form.elements.q.value = new URLSearchParams(window.location.search).get("q") || "";
    show(window.location.href, false);
  });
})();
