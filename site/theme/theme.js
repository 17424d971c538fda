// Enhancements only: the site reads and works without JavaScript.
(function () {
  var root = document.documentElement;
  var key = "pcdocs-theme";
  function stored() {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }
  function current() {
    return root.getAttribute("data-theme") ||
      (window.matchMedia && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  }
  var saved = stored();
  if (saved === "dark" || saved === "light") root.setAttribute("data-theme", saved);
  // Search: Pagefind's interface over the index under pagefind/, found
  // relative to this page so the site works under any path.
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.querySelector(".search");
    if (!box || !window.PagefindUI) return;
    // Pagefind imports its scripts relative to itself: give it absolute paths.
    new window.PagefindUI({
      element: box,
      bundlePath: new URL(box.dataset.bundle, document.baseURI).pathname,
      baseUrl: new URL(box.dataset.base, document.baseURI).pathname,
      showImages: false,
      resetStyles: false
    });
  });
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.querySelector(".theme-toggle");
    if (!button) return;
    function label() {
      var dark = current() === "dark";
      button.setAttribute("aria-pressed", dark ? "true" : "false");
      button.textContent = dark ? button.dataset.light : button.dataset.dark;
    }
    button.hidden = false;
    label();
    button.addEventListener("click", function () {
      var next = current() === "dark" ? "light" : "dark";
      root.setAttribute("data-theme", next);
      try { localStorage.setItem(key, next); } catch (e) {}
      label();
    });
  });
})();
