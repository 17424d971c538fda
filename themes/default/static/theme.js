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
  // A figure's or a claim's title tells where it comes from. Mouse users
  // see it on hover; a focused one (reached with Tab, or tapped on a touch
  // screen) shows the same text in a tooltip under it, until Escape or
  // focus moves on. The tooltip describes it for screen readers.
  var tip = null, owner = null;
  var sourced = "data[title][tabindex], span.claim[title][tabindex]";
  function hideTip() {
    if (owner) owner.removeAttribute("aria-describedby");
    if (tip) tip.hidden = true;
    owner = null;
  }
  function showTip(el) {
    if (!tip) {
      tip = document.createElement("div");
      tip.id = "pcdocs-tip";
      tip.className = "pcdocs-tip";
      tip.setAttribute("role", "tooltip");
      document.body.appendChild(tip);
    }
    tip.textContent = el.getAttribute("title");
    tip.hidden = false;
    var r = el.getBoundingClientRect(), page = document.documentElement.clientWidth;
    var left = Math.max(8, Math.min(r.left, page - tip.offsetWidth - 8));
    tip.style.left = left + window.scrollX + "px";
    tip.style.top = r.bottom + window.scrollY + 6 + "px";
    el.setAttribute("aria-describedby", tip.id);
    owner = el;
  }
  document.addEventListener("focusin", function (e) {
    var el = e.target.closest ? e.target.closest(sourced) : null;
    if (el) showTip(el); else hideTip();
  });
  document.addEventListener("focusout", function (e) {
    if (e.target === owner) hideTip();
  });
  document.addEventListener("click", function (e) {
    var el = e.target.closest ? e.target.closest(sourced) : null;
    if (el && el !== owner) showTip(el);
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && owner) hideTip();
  });
})();
