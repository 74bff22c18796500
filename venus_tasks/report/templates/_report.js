// report.html: filter and sort the episode index, copy the results rows.
// Without this script the page shows the whole index and the rows as selectable text.
(function () {
  "use strict";
  var table = document.getElementById("episode-table");
  var form = document.getElementById("episode-filter");
  if (table && form) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var selects = Array.prototype.slice.call(form.querySelectorAll("select[data-facet]"));
    var search = document.getElementById("episode-search");
    var count = document.getElementById("episode-count");
    form.hidden = false;

    var apply = function () {
      var want = {};
      selects.forEach(function (s) { if (s.value) { want[s.dataset.facet] = s.value; } });
      var q = search.value.trim().toLowerCase();
      var shown = 0;
      rows.forEach(function (r) {
        var ok = Object.keys(want).every(function (k) { return r.dataset[k] === want[k]; })
          && (!q || r.dataset.key.toLowerCase().indexOf(q) >= 0 || r.dataset.task.toLowerCase().indexOf(q) >= 0);
        r.hidden = !ok;
        if (ok) { shown += 1; }
      });
      count.textContent = shown + " of " + rows.length + " episodes shown";
      var state = Object.keys(want).map(function (k) {
        return encodeURIComponent(k) + "=" + encodeURIComponent(want[k]);
      });
      if (q) { state.push("q=" + encodeURIComponent(q)); }
      if (state.length || location.hash.indexOf("#episodes:") === 0) {
        history.replaceState(null, "", "#episodes" + (state.length ? ":" + state.join("&") : ""));
      }
    };

    // filters kept in the address (#episodes:category=cf&result=failure), so Back returns to them
    if (location.hash.indexOf("#episodes:") === 0) {
      location.hash.slice(10).split("&").forEach(function (pair) {
        var kv = pair.split("=").map(decodeURIComponent);
        if (kv[0] === "q") { search.value = kv[1] || ""; }
        selects.forEach(function (s) { if (s.dataset.facet === kv[0]) { s.value = kv[1] || ""; } });
      });
      document.getElementById("episodes").scrollIntoView();
    }
    selects.forEach(function (s) { s.addEventListener("change", apply); });
    search.addEventListener("input", apply);
    form.addEventListener("reset", function () { setTimeout(apply, 0); });
    form.addEventListener("submit", function (e) { e.preventDefault(); });

    // sorting: a click on a column header sorts by it, a second click reverses
    var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
    heads.forEach(function (th, col) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      button.textContent = th.textContent;
      th.textContent = "";
      th.appendChild(button);
      button.addEventListener("click", function () {
        var asc = th.getAttribute("aria-sort") !== "ascending";
        heads.forEach(function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", asc ? "ascending" : "descending");
        var value = function (r) {
          var cell = r.cells[col];
          var v = cell.dataset.v !== undefined ? cell.dataset.v : cell.textContent.trim();
          return v;
        };
        var numeric = rows.every(function (r) { var v = value(r); return v === "" || !isNaN(Number(v)); });
        rows.sort(function (a, b) {
          var x = value(a), y = value(b), d;
          if (numeric) {   // empty (not run, no score) sorts last either way
            if (x === "" || y === "") { return (x === "") - (y === ""); }
            d = Number(x) - Number(y);
          } else {
            d = x.localeCompare(y, undefined, {numeric: true});
          }
          return asc ? d : -d;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
    apply();
  }

  // copy buttons of the results rows
  Array.prototype.slice.call(document.querySelectorAll("button[data-copy]")).forEach(function (b) {
    var source = document.getElementById(b.dataset.copy);
    b.hidden = false;
    b.addEventListener("click", function () {
      var done = function () { b.textContent = "copied"; setTimeout(function () { b.textContent = "copy"; }, 1500); };
      var fallback = function () {
        var range = document.createRange();
        range.selectNodeContents(source);
        var sel = window.getSelection();
        sel.removeAllRanges();
        sel.addRange(range);
        try { if (document.execCommand("copy")) { done(); } } catch (e) { /* the text stays selected */ }
      };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(source.textContent).then(done, fallback);
      } else {
        fallback();
      }
    });
  });
}());
