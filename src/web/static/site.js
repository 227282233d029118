// taberna's pages work without this script; with it, a board in play follows its match live
// and the replay viewer steps without reloading. No inline script anywhere: the page's
// content security policy allows this file only.
"use strict";

function followLive(board) {
  const source = new EventSource(board.dataset.live);
  let over = false;
  source.addEventListener("board", (event) => {
    const frame = JSON.parse(event.data);
    board.innerHTML = frame.html;
    board.dataset.version = String(frame.version);
    if (frame.over) {
      over = true;
      source.close();
      // Once over, the page is the replay viewer.
      window.location.reload();
    }
  });
  source.addEventListener("error", () => {
    // A browser gives up on a stream answered with an error (too many streams on the
    // server, a restart): try again a little later, at a time of our own.
    if (source.readyState === EventSource.CLOSED && !over) {
      setTimeout(() => followLive(board), 20000 + Math.random() * 20000);
    }
  });
}

function replayViewer(replay) {
  const token = replay.dataset.token;
  const last = Number(replay.dataset.steps);
  const board = document.getElementById("board");
  const slider = document.getElementById("slider");
  const moves = Array.from(document.querySelectorAll("#moves a[data-step]"));
  const previous = document.getElementById("previous");
  const next = document.getElementById("next");
  const lang = document.documentElement.lang;
  let shown = Number(slider.value);
  let asked = shown;

  async function go(step) {
    step = Math.max(0, Math.min(last, step));
    asked = step;
    let html;
    try {
      const response = await fetch(`/m/${token}/step/${step}?lang=${lang}`);
      if (!response.ok) throw new Error(String(response.status));
      html = await response.text();
    } catch (e) {
      if (asked === step) asked = shown;
      return;
    }
    // A later step asked for meanwhile wins, whichever answer came first.
    if (asked !== step) return;
    board.innerHTML = html;
    shown = step;
    slider.value = String(step);
    previous.href = `?step=${Math.max(0, step - 1)}`;
    next.href = `?step=${Math.min(last, step + 1)}`;
    moves.forEach((a) => {
      a.parentElement.classList.toggle("current", Number(a.dataset.step) === step);
    });
    const current = moves[step];
    if (current) current.scrollIntoView({ block: "nearest" });
    history.replaceState(null, "", `?step=${step}`);
  }

  document.addEventListener("keydown", (event) => {
    // The slider steps by itself (its input event follows).
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(asked - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(asked + 1);
    }
  });
  slider.addEventListener("input", () => go(Number(slider.value)));
  previous.addEventListener("click", (event) => {
    event.preventDefault();
    go(asked - 1);
  });
  next.addEventListener("click", (event) => {
    event.preventDefault();
    go(asked + 1);
  });
  moves.forEach((a) => {
    a.addEventListener("click", (event) => {
      event.preventDefault();
      go(Number(a.dataset.step));
    });
  });
  slider.form.addEventListener("submit", (event) => {
    event.preventDefault();
    go(Number(slider.value));
  });
}

document.documentElement.classList.add("js");
const live = document.querySelector("[data-live]");
if (live) followLive(live);
const replay = document.getElementById("replay");
if (replay) replayViewer(replay);
