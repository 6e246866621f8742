// Steps through the frames of each ```ayoayo move, drawn by the mdbook-ayoayo preprocessor.
// Every frame (board, caption, the roles of pits) was computed at build time by the reference
// crate and sits in the figure as JSON: this script has no game logic, it only shows frame i.
(function () {
  "use strict";

  function setUp(figure) {
    var data = figure.querySelector("script.ayoayo-frames");
    var controls = figure.querySelector(".ayoayo-controls");
    if (!data || !controls) {
      return;
    }
    var frames = JSON.parse(data.textContent);
    var cap = Number(figure.getAttribute("data-dot-cap"));
    var pits = figure.querySelectorAll("g.pit[data-pit]");
    var slider = controls.querySelector("input[type=range]");
    var playButton = controls.querySelector("[data-action=play]");
    var step = figure.querySelector(".ayoayo-step");
    var counter = controls.querySelector(".ayoayo-counter");
    var current = 0;
    var timer = null;

    function show(i) {
      current = Math.max(0, Math.min(frames.length - 1, i));
      var frame = frames[current];
      pits.forEach(function (pit) {
        var n = Number(pit.getAttribute("data-pit"));
        var stones = frame.b[n];
        pit.setAttribute("class", ("pit " + (frame.r[n] || "")).trim());
        pit.querySelector("text.stones").textContent = stones;
        pit.querySelectorAll("circle.dot").forEach(function (dot, k) {
          dot.classList.toggle("off", !(stones <= cap && k < stones));
        });
        var pile = pit.querySelector("text.pile");
        if (pile) {
          pile.textContent = stones;
          pile.classList.toggle("off", stones <= cap);
        }
      });
      step.textContent = frame.c;
      slider.value = current;
      counter.textContent = "step " + current + " of " + (frames.length - 1);
      figure.setAttribute("data-frame", current);
    }

    function stop() {
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
      }
      playButton.textContent = "▶ Play";
      playButton.setAttribute("aria-label", "play");
    }

    function play() {
      if (current === frames.length - 1) {
        show(0);
      }
      playButton.textContent = "⏸ Pause";
      playButton.setAttribute("aria-label", "pause");
      timer = setInterval(function () {
        show(current + 1);
        if (current === frames.length - 1) {
          stop();
        }
      }, 700);
    }

    controls.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-action]");
      if (!button) {
        return;
      }
      var action = button.getAttribute("data-action");
      if (action === "play") {
        if (timer === null) {
          play();
        } else {
          stop();
        }
        return;
      }
      stop();
      show(current + (action === "next" ? 1 : -1));
    });
    slider.addEventListener("input", function () {
      stop();
      show(Number(slider.value));
    });
    // Arrow keys step while the figure has the focus; mdBook would otherwise turn the page.
    // (The slider handles its own arrow keys, and mdBook leaves inputs alone.)
    figure.addEventListener("keydown", function (event) {
      var arrow = event.key === "ArrowLeft" || event.key === "ArrowRight";
      if (!arrow || event.target === slider) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      stop();
      show(current + (event.key === "ArrowRight" ? 1 : -1));
    });

    controls.hidden = false;
    show(0);
  }

  document.querySelectorAll("figure.ayoayo-board.ayoayo-move").forEach(setUp);
})();
