// pcdocs: a figure's or a claim's sources for keyboards and touch screens,
// the same script as the standalone site's theme (checked by a test).
(function () {
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
