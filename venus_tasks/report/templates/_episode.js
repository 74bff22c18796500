// An episode page: the steps as a strip of thumbnails, the selected step enlarged beside
// its details; left/right arrow keys (and Home/End) move between steps. Without this
// script every step is listed in full, one after another.
(function () {
  "use strict";
  var steps = Array.prototype.slice.call(document.querySelectorAll("#steps-list > .step"));
  var viewer = document.getElementById("viewer");
  if (!steps.length || !viewer) { return; }
  var strip = document.getElementById("strip");
  var stage = document.getElementById("stage");
  var stageLink = document.getElementById("stage-link");
  var stageNone = document.getElementById("stage-none");
  var caption = document.getElementById("stage-caption");
  var frames = [];
  var current = -1;
  document.body.classList.add("js");
  viewer.hidden = false;

  steps.forEach(function (s, i) {
    var frame = document.createElement("button");
    frame.type = "button";
    frame.className = "frame " + (s.dataset.flags || "");
    frame.title = "step " + s.dataset.step + ": " + s.dataset.summary;
    var img = s.querySelector("img.thumb");
    if (img) {
      var small = document.createElement("img");
      small.src = img.src;   // the same data URI: no second copy in the page
      small.alt = "step " + s.dataset.step;
      frame.appendChild(small);
    } else {
      var none = document.createElement("span");
      none.className = "noshot";
      none.textContent = "no screenshot";
      frame.appendChild(none);
    }
    var n = document.createElement("span");
    n.className = "n";
    n.textContent = s.dataset.step;
    frame.appendChild(n);
    frame.addEventListener("click", function () { select(i); });
    strip.appendChild(frame);
    frames.push(frame);
    // the image a prompt referenced: the step's own screenshot, shown small beside its note
    Array.prototype.slice.call(s.querySelectorAll("a.prompt-image")).forEach(function (a) {
      if (!img) { return; }
      var copy = document.createElement("img");
      copy.src = img.src;
      copy.alt = a.textContent;
      a.insertBefore(copy, a.firstChild);
    });
  });

  function select(i, quiet) {
    i = Math.max(0, Math.min(steps.length - 1, i));
    if (i === current) { return; }
    if (current >= 0) {
      steps[current].classList.remove("current");
      frames[current].classList.remove("current");
      frames[current].removeAttribute("aria-current");
    }
    current = i;
    var s = steps[i];
    s.classList.add("current");
    frames[i].classList.add("current");
    frames[i].setAttribute("aria-current", "step");
    var f = frames[i];   // keep the frame in the strip's view without scrolling the page
    if (f.offsetLeft < strip.scrollLeft) {
      strip.scrollLeft = f.offsetLeft;
    } else if (f.offsetLeft + f.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = f.offsetLeft + f.offsetWidth - strip.clientWidth;
    }
    var img = s.querySelector("img.thumb");
    var full = s.querySelector("a.full");
    stage.hidden = !img;
    stageNone.hidden = !!img;
    stage.src = img ? img.src : "";
    stage.alt = img ? img.alt : "";
    if (full) { stageLink.href = full.getAttribute("href"); } else { stageLink.removeAttribute("href"); }
    caption.textContent = "step " + s.dataset.step + " (" + (i + 1) + " of " + steps.length + ")";
    if (!quiet) { history.replaceState(null, "", "#step-" + s.dataset.step); }
  }

  function fromHash() {
    var m = /^#step-(\d+)$/.exec(location.hash);
    if (!m) { return false; }
    for (var i = 0; i < steps.length; i += 1) {
      if (steps[i].dataset.step === m[1]) { select(i); return true; }
    }
    return false;
  }

  document.getElementById("stage-prev").addEventListener("click", function () { select(current - 1); });
  document.getElementById("stage-next").addEventListener("click", function () { select(current + 1); });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target.closest && e.target.closest("input, textarea, select"))) {
      return;
    }
    var to = {ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1}[e.key];
    if (to !== undefined) {
      e.preventDefault();
      select(to);
    }
  });
  window.addEventListener("hashchange", fromHash);
  if (!fromHash()) { select(0, true); }
}());
