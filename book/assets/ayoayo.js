// Steps through the frames of each ```ayoayo move, drawn by the mdbook-ayoayo preprocessor.
// Every frame (board, caption, the roles of pits, the board in words) was computed at build
// time by the reference crate and sits in the figure as JSON: this script has no game logic, it
// only shows frame i. It also mends what mdBook's page lacks for keyboard and screen-reader
// readers (WCAG 2.2 AA): see `mendPage` below.
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
    var svg = figure.querySelector("svg.ayoayo-svg[role=img]");
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
      // What a screen reader says for the picture: this frame's board and its marks.
      svg.setAttribute("aria-label", frame.l);
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

  // On paper a move shows its last frame, where every mark the legend names is drawn, and no
  // controls; the screen shows again the frame it showed.
  function forPrint(figure) {
    var shown = null;
    var next = figure.querySelector("[data-action=next]");
    var count = figure.querySelector("input[type=range]");
    function printing(on) {
      if (!next || !count) {
        return;
      }
      if (on && shown === null) {
        shown = Number(count.value);
        count.value = count.max;
        count.dispatchEvent(new Event("input"));
      } else if (!on && shown !== null) {
        count.value = shown;
        count.dispatchEvent(new Event("input"));
        shown = null;
      }
    }
    window.matchMedia("print").addEventListener("change", function (media) {
      printing(media.matches);
    });
    window.addEventListener("beforeprint", function () {
      printing(true);
    });
    window.addEventListener("afterprint", function () {
      printing(false);
    });
  }

  // What mdBook 0.5's page lacks (each reported upstream), added once the page is there:
  // - a link to skip the menu and the table of contents, first in the tab order (2.4.1);
  // - the table of contents' toggle, a <label>, made a button the keyboard reaches (2.1.1,
  //   4.1.2; rust-lang/mdBook#2615);
  // - every region that scrolls sideways (wide code, call trees, tables) in the tab order, so
  //   the keyboard can scroll it (2.1.1); again when the window's width changes.
  function mendPage() {
    var main = document.querySelector("#mdbook-content main");
    if (main && !document.querySelector(".ayoayo-skip")) {
      main.id = main.id || "ayoayo-main";
      main.tabIndex = -1;
      var skip = document.createElement("a");
      skip.className = "ayoayo-skip";
      skip.href = "#" + main.id;
      skip.textContent = "Skip to the page's content";
      document.body.insertBefore(skip, document.body.firstChild);
    }
    var toggle = document.getElementById("mdbook-sidebar-toggle");
    if (toggle && toggle.tagName === "LABEL") {
      toggle.setAttribute("role", "button");
      toggle.tabIndex = 0;
      toggle.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          toggle.click();
        }
      });
    }
    var reachScrolling = function () {
      document.querySelectorAll("main pre, main pre > code, main .table-wrapper").forEach(function (region) {
        var scrolls = region.scrollWidth > region.clientWidth + 1 &&
          /auto|scroll/.test(getComputedStyle(region).overflowX);
        if (scrolls && !region.hasAttribute("tabindex")) {
          region.tabIndex = 0;
          region.setAttribute("data-ayoayo-scrolls", "");
        } else if (!scrolls && region.hasAttribute("data-ayoayo-scrolls")) {
          region.removeAttribute("tabindex");
          region.removeAttribute("data-ayoayo-scrolls");
        }
      });
    };
    reachScrolling();
    var resized = null;
    window.addEventListener("resize", function () {
      clearTimeout(resized);
      resized = setTimeout(reachScrolling, 200);
    });
  }

  document.querySelectorAll("figure.ayoayo-board.ayoayo-move").forEach(function (figure) {
    setUp(figure);
    forPrint(figure);
  });
  mendPage();
})();
