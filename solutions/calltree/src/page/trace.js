// Steps through a traced run, drawn by ayoayo-calltree's html::page. The trace and its steps
// (each call's start and return, in time order) sit in the page as JSON; this script shows
// step i: the frames running then, and a window of the call tree around the current call.
// Every value goes into the page as text (textContent), never as HTML.
(function () {
  "use strict";

  var data = JSON.parse(document.getElementById("trace-data").textContent);
  var calls = data.trace.calls;
  var steps = data.steps;
  var end = data.trace.end;
  var marked = data.first_difference;
  /** Frames shown around the middle of a deeper stack; the tree shows up to three blocks of
   * calls around the current one. */
  var OUTER_FRAMES = 2;
  var INNER_FRAMES = 20;
  var TREE_BLOCK = 100;
  /** Tree rows are indented by their depth up to this many levels, then say their depth. */
  var INDENTS = 12;
  var BOARD = /\[(?:\d+, ){13}\d+\]|\[(?:\d+, ){11}\d+\]/g;

  var controls = document.querySelector(".ayoayo-controls");
  var slider = controls.querySelector("input[type=range]");
  var counter = controls.querySelector(".ayoayo-counter");
  var playButton = controls.querySelector("[data-action=play]");
  var differenceButton = controls.querySelector("[data-action=difference]");
  var caption = document.querySelector(".trace-step");
  var frameList = document.querySelector("ol.frames");
  var tree = document.querySelector("ol.tree");

  // Worked out once, in one pass each: every call's depth, the steps it starts and returns
  // at, and how many calls have started by each step.
  var depth = [];
  var startStep = [];
  var returnStep = [];
  var started = [];
  calls.forEach(function (call, i) {
    depth[i] = call.parent == null ? 0 : depth[call.parent] + 1;
  });
  var running = null;
  steps.forEach(function (step, s) {
    if (step.start !== undefined) {
      startStep[step.start] = s;
    } else if (step.return !== undefined) {
      returnStep[step.return] = s;
    }
    started[s] = (s > 0 ? started[s - 1] : 0) + (step.start !== undefined ? 1 : 0);
  });
  calls.forEach(function (call, i) {
    if (call.result == null) {
      running = i; // the innermost call still running when the run stopped
    }
  });

  var current = 0;
  var timer = null;

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) {
      node.className = className;
    }
    if (text !== undefined) {
      node.textContent = text;
    }
    return node;
  }

  /** A board as two rows, as the course draws one: North's pits right to left above South's
   * left to right, each row with its pit numbers, and a board of 14 its stores at the ends. */
  function board(text) {
    var bins = text.slice(1, -1).split(", ");
    var stores = bins.length === 14;
    var firstNorth = bins.length / 2;
    var table = element("table", "board");
    table.setAttribute("aria-label", "board " + text);
    table.title = text;
    function row(name, pits, numbers) {
      var tr = table.insertRow();
      tr.appendChild(element("th", "", name));
      if (stores && numbers) {
        tr.appendChild(element("td", "number"));
      }
      pits.forEach(function (pit) {
        var td = element("td", numbers ? "number" : "", numbers ? String(pit) : bins[pit]);
        if (!numbers) {
          td.title = "pit " + pit;
        }
        tr.appendChild(td);
      });
      return tr;
    }
    function store(tr, bin, first) {
      var td = element("td", "store", bins[bin]);
      td.title = "store " + bin;
      td.rowSpan = 2;
      tr.insertBefore(td, first ? tr.cells[1] : null);
    }
    var north = [5, 4, 3, 2, 1, 0].map(function (k) { return firstNorth + k; });
    var south = [0, 1, 2, 3, 4, 5];
    row("", north, true);
    var top = row("North", north, false);
    row("South", south, false);
    row("", south, true);
    if (stores) {
      store(top, 13, true);
      store(top, 6, false);
    }
    return table;
  }

  /** A value as text, with every board in it drawn as a board. */
  function value(text) {
    var span = element("span", "value");
    var at = 0;
    text.replace(BOARD, function (found, offset) {
      span.appendChild(document.createTextNode(text.slice(at, offset)));
      span.appendChild(board(found));
      at = offset + found.length;
      return found;
    });
    span.appendChild(document.createTextNode(text.slice(at)));
    return span;
  }

  /** The call a step is about: the one that starts or returns, or at the end the innermost
   * still running. */
  function callOf(step) {
    return step === "end" ? running : step.start !== undefined ? step.start : step.return;
  }

  function returnedBy(i, s) {
    return returnStep[i] !== undefined && returnStep[i] <= s;
  }

  /** What the reference says to call i, as a sentence and whether it agrees. */
  function referenceNote(call) {
    var reference = call.reference;
    if (!reference) {
      return null;
    }
    if (reference.reference === "agrees") {
      return { text: "✓ the reference answers the same", agrees: true };
    }
    if (reference.reference === "differs") {
      return { text: "✗ the reference answers " + reference.answer, agrees: false };
    }
    return { text: "the reference panics: " + reference.answer, agrees: false };
  }

  function endSentence() {
    if (end.end === "returned") {
      return "The run returned.";
    }
    if (end.end === "panicked") {
      return "The run panicked: " + end.message;
    }
    var cut = end.cut;
    if (cut.limit === "depth") {
      return "The run was cut: " + cut.at + " calls were running, each inside the one before. " +
        "A recursion that never ends?";
    }
    if (cut.limit === "calls") {
      return "The run was cut after " + cut.at + " calls. A recursion that never ends?";
    }
    return "The run was cut after " + cut.at + " ms. A loop or a recursion that never ends?";
  }

  /** Names and their values, as a list: a call's arguments, or what it returns. */
  function definitions(className, pairs) {
    var list = element("dl", className);
    pairs.forEach(function (pair) {
      list.appendChild(element("dt", "", pair.name));
      list.appendChild(element("dd")).appendChild(value(pair.value));
    });
    return list;
  }

  /** Call i's frame at step s: its arguments, and once it returned its answer beside the
   * reference's. */
  function frameBox(i, s, isCurrent) {
    var call = calls[i];
    var box = element("li", "frame");
    box.dataset.call = i;
    box.classList.toggle("current", isCurrent);
    box.appendChild(element("div", "frame-name", call.function));
    box.appendChild(definitions("", call.args));
    if (returnedBy(i, s)) {
      box.appendChild(definitions("result", [{ name: "returns", value: call.result }]));
      var note = referenceNote(call);
      if (note) {
        var reference = element("p", "reference" + (note.agrees ? " agrees" : ""));
        reference.appendChild(value(note.text));
        box.appendChild(reference);
      }
      if (i === marked) {
        box.classList.add("wrong");
        box.appendChild(element("p", "difference-note", "✗ The first difference: the first call whose answer is not the reference's."));
      }
    } else if (steps[s] === "end" && i === running) {
      box.appendChild(element("p", "difference-note", end.end === "panicked" ? "panicked here" : "stopped here"));
    }
    return box;
  }

  /** The calls running at step s, outermost first: the step's call and its callers. */
  function stack(i) {
    var chain = [];
    for (var at = i; at != null; at = calls[at].parent) {
      chain.push(at);
    }
    return chain.reverse();
  }

  function drawFrames(i, s) {
    frameList.replaceChildren();
    if (i === null) {
      return;
    }
    var chain = stack(i);
    chain.forEach(function (call, k) {
      var hidden = k >= OUTER_FRAMES && k < chain.length - INNER_FRAMES;
      if (hidden && k === OUTER_FRAMES) {
        var skipped = chain.length - INNER_FRAMES - OUTER_FRAMES;
        frameList.appendChild(element("li", "elided", "… " + skipped + " more frames, each inside the one above …"));
      }
      if (!hidden) {
        frameList.appendChild(frameBox(call, s, call === i));
      }
    });
    centreOn(frameList, frameList.querySelector(".current"));
  }

  function treeRow(i, s, isCurrent) {
    var call = calls[i];
    var row = element("li");
    var button = element("button", "call");
    button.type = "button";
    button.dataset.call = i;
    button.style.paddingLeft = (0.4 + 1.1 * Math.min(depth[i], INDENTS)) + "em";
    if (depth[i] > INDENTS) {
      button.appendChild(element("span", "depth", "depth " + depth[i] + ": "));
    }
    var args = call.args.map(function (arg) { return arg.value; }).join(", ");
    button.appendChild(element("span", "value", call.function + "(" + args + ")"));
    if (returnedBy(i, s)) {
      button.appendChild(element("span", "value", " → " + call.result));
      if (i === marked) {
        button.classList.add("wrong");
        var note = referenceNote(call);
        button.appendChild(element("span", "mark", "  ✗ first difference" + (note ? ": " + note.text.replace(/^✗ /, "") : "")));
      }
    } else {
      button.appendChild(element("span", "running", " …"));
    }
    if (isCurrent) {
      button.setAttribute("aria-current", "step");
    }
    row.appendChild(button);
    return row;
  }

  // The tree's window: rows for calls treeFrom.. (their nodes and what each shows), between
  // two notes for the calls left out. The window moves a block at a time, and a step redraws
  // only the rows it changes (the call that starts or returns, the current one).
  var treeFrom = -1;
  var treeRows = [];
  var treeKeys = [];
  var earlier = element("li", "elided");
  var later = element("li", "elided");

  function drawTree(i, s) {
    var shown = started[s];
    var centre = i === null ? shown - 1 : i;
    var from = Math.max(0, (Math.floor(centre / TREE_BLOCK) - 1) * TREE_BLOCK);
    var to = Math.min(shown, from + 3 * TREE_BLOCK);
    if (from !== treeFrom) {
      tree.replaceChildren(earlier, later);
      treeFrom = from;
      treeRows = [];
      treeKeys = [];
    }
    while (treeRows.length > to - from) {
      treeRows.pop().remove();
      treeKeys.pop();
    }
    for (var k = from; k < to; k++) {
      var key = (returnedBy(k, s) ? "returned" : "running") + (k === i ? " current" : "");
      if (treeKeys[k - from] !== key) {
        var row = treeRow(k, s, k === i);
        if (k - from < treeRows.length) {
          treeRows[k - from].replaceWith(row);
        } else {
          later.before(row);
        }
        treeRows[k - from] = row;
        treeKeys[k - from] = key;
      }
    }
    earlier.hidden = from === 0;
    earlier.textContent = "… " + from + " earlier calls";
    later.hidden = to === shown;
    later.textContent = "… " + (shown - to) + " later calls";
    centreOn(tree, tree.querySelector("[aria-current=step]"));
  }

  /** Scrolls `list` (not the page) so that `item` is in the middle of it. */
  function centreOn(list, item) {
    if (item) {
      list.scrollTop = item.offsetTop - (list.clientHeight - item.offsetHeight) / 2;
    }
  }

  /** The sentence under the controls: what happens at step s, and at the last how the run ended. */
  function describe(step, s) {
    caption.classList.remove("ended", "returned");
    if (step === "end") {
      caption.classList.add("ended");
      return endSentence();
    }
    var i = callOf(step);
    var name = "Call " + (i + 1) + " (" + calls[i].function + ")";
    var from = calls[i].parent == null ? ", from the example." : ", from call " + (calls[i].parent + 1) + ".";
    if (step.start !== undefined) {
      return name + " starts" + from;
    }
    var text = name + " returns " + calls[i].result + ".";
    if (i === marked) {
      text += " The first difference: " + referenceNote(calls[i]).text.replace(/^✗ /, "") + ".";
    }
    if (s === steps.length - 1) {
      caption.classList.add("ended", end.end);
      text += " " + endSentence();
    }
    return text;
  }

  /** Shows step s (kept within the steps), drawn afresh from the data. */
  function show(s) {
    current = Math.max(0, Math.min(steps.length - 1, s));
    var step = steps[current];
    var i = callOf(step);
    caption.textContent = describe(step, current);
    drawFrames(i, current);
    drawTree(i, current);
    slider.value = current;
    counter.textContent = "step " + (current + 1) + " of " + steps.length;
    document.body.dataset.step = current;
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
    if (current === steps.length - 1) {
      show(0);
    }
    playButton.textContent = "⏸ Pause";
    playButton.setAttribute("aria-label", "pause");
    timer = setInterval(function () {
      show(current + 1);
      if (current === steps.length - 1) {
        stop();
      }
    }, 700);
  }

  // Nothing to step through: say so, and leave the controls out.
  if (steps.length === 0) {
    controls.hidden = true;
    caption.textContent = "No traced function was called. " + endSentence();
    return;
  }

  var moves = {
    first: function () { return 0; },
    prev: function () { return current - 1; },
    next: function () { return current + 1; },
    last: function () { return steps.length - 1; },
    difference: function () { return returnStep[marked]; },
  };

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
    show(moves[action]());
  });
  slider.addEventListener("input", function () {
    stop();
    show(Number(slider.value));
  });
  tree.addEventListener("click", function (event) {
    var button = event.target.closest("button[data-call]");
    if (button) {
      var call = button.dataset.call;
      stop();
      show(startStep[Number(call)]);
      // The step redraws the row, so the button pressed is gone: the focus goes to the one
      // that replaced it rather than back to the top of the page.
      var again = tree.querySelector('button[data-call="' + call + '"]');
      if (again) {
        again.focus({ preventScroll: true });
      }
    }
  });
  // Arrow keys step, Home and End go to the ends (the slider handles its own keys).
  var keys = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  document.addEventListener("keydown", function (event) {
    var action = keys[event.key];
    if (!action || event.target === slider || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    event.preventDefault();
    stop();
    show(moves[action]());
  });

  if (marked == null) {
    differenceButton.disabled = true;
    var returned = calls.some(function (call) { return call.result != null; });
    differenceButton.textContent = returned ? "No answer differs from the reference's" : "No call returned";
  }
  show(0);
})();
