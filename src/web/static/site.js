// taberna's pages work without this script; with it, a board in play follows its match live
// (and a spectator may step back through its moves and return to live), and the replay viewer
// steps without reloading. No inline script anywhere: the page's content security policy
// allows this file only.
"use strict";

// Brings the current move of a list into its own view, without scrolling the page.
function showCurrent(list) {
  const current = list.querySelector("li.current");
  if (!current) return;
  // The list is positioned: its items' offsets are from its own top.
  const top = current.offsetTop;
  if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = Math.max(0, top - list.clientHeight / 2 + current.offsetHeight / 2);
  }
}

// The controls of a match's steps: previous, next, the slider, the keys and the move list.
// `show(step)` draws a step; `last()` is the last step there is.
function stepper(section, show, last) {
  const slider = document.getElementById("slider");
  const previous = document.getElementById("previous");
  const next = document.getElementById("next");
  const list = document.getElementById("moves");
  let asked = Number(slider.value);

  function mark(step) {
    asked = step;
    slider.value = String(step);
    list.querySelectorAll("li").forEach((li) => {
      const a = li.querySelector("a[data-step]");
      li.classList.toggle("current", a !== null && Number(a.dataset.step) === step);
    });
    showCurrent(list);
  }

  function go(step) {
    step = Math.max(0, Math.min(last(), step));
    asked = step;
    show(step);
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
  slider.form.addEventListener("submit", (event) => {
    event.preventDefault();
    go(Number(slider.value));
  });
  previous.addEventListener("click", (event) => {
    event.preventDefault();
    go(asked - 1);
  });
  next.addEventListener("click", (event) => {
    event.preventDefault();
    go(asked + 1);
  });
  list.addEventListener("click", (event) => {
    const a = event.target.closest("a[data-step]");
    if (!a) return;
    event.preventDefault();
    go(Number(a.dataset.step));
  });
  showCurrent(list);
  return { mark, go, asked: () => asked };
}

// Fetches step `step` of the section's match and draws it on the board, unless a later step
// was asked for meanwhile. True when drawn.
async function drawStep(section, board, step, isLatest) {
  let html;
  try {
    const response = await fetch(`/m/${section.dataset.token}/step/${step}?${section.dataset.query}`);
    if (!response.ok) throw new Error(String(response.status));
    html = await response.text();
  } catch (e) {
    return false;
  }
  if (!isLatest()) return false;
  board.innerHTML = html;
  return true;
}

function stepLink(step, seat) {
  return `?step=${step}${seat}`;
}

// The page's address at `step` (none: the live board), keeping what else it asks (`lang`).
function address(step) {
  const asked = new URLSearchParams(location.search);
  if (step === null) asked.delete("step");
  else asked.set("step", String(step));
  const query = asked.toString();
  return location.pathname + (query ? `?${query}` : "");
}

function replayViewer(section) {
  const board = document.getElementById("board");
  const last = Number(section.dataset.steps);
  const seat = new URLSearchParams(section.dataset.query).get("seat");
  const seatQuery = seat ? `&seat=${seat}` : "";
  let wanted = null;
  const steps = stepper(section, async (step) => {
    wanted = step;
    if (await drawStep(section, board, step, () => wanted === step)) {
      steps.mark(step);
      document.getElementById("previous").href = stepLink(Math.max(0, step - 1), seatQuery);
      document.getElementById("next").href = stepLink(Math.min(last, step + 1), seatQuery);
      history.replaceState(null, "", address(step));
    }
  }, () => last);
}

function liveViewer(section) {
  const board = document.getElementById("board");
  const slider = document.getElementById("slider");
  const list = document.getElementById("moves");
  const toLive = document.getElementById("to-live");
  let moves = Number(section.dataset.steps);
  let following = board.dataset.mode === "live";
  // The latest frame heard, shown again on returning to live.
  let latest = following ? { html: board.innerHTML, version: board.dataset.version } : null;
  let over = false;
  let wanted = null;
  let fetching = false;

  function showLive() {
    following = true;
    wanted = null;
    if (latest) {
      board.innerHTML = latest.html;
      board.dataset.version = String(latest.version);
    }
    board.dataset.mode = "live";
    toLive.hidden = true;
    steps.mark(moves);
    history.replaceState(null, "", address(null));
    if (over) window.location.reload();
  }

  const steps = stepper(section, async (step) => {
    if (step >= moves) {
      showLive();
      return;
    }
    wanted = step;
    if (await drawStep(section, board, step, () => wanted === step)) {
      following = false;
      board.dataset.mode = "step";
      toLive.hidden = false;
      steps.mark(step);
      history.replaceState(null, "", address(step));
    }
  }, () => moves);

  toLive.addEventListener("click", (event) => {
    event.preventDefault();
    showLive();
  });

  // Adds the moves the list lacks (those after the ones it has).
  async function catchUp() {
    if (fetching) return;
    fetching = true;
    const before = list.querySelectorAll("a[data-step]").length - 1;
    try {
      if (before >= moves) return;
      const response = await fetch(`/m/${section.dataset.token}/moves?from=${before}&${section.dataset.query}`);
      if (!response.ok) return;
      const items = document.createElement("template");
      items.innerHTML = await response.text();
      const now = list.querySelectorAll("a[data-step]").length - 1;
      items.content.querySelectorAll("li").forEach((li) => {
        if (Number(li.querySelector("a").dataset.step) > now) list.appendChild(li);
      });
    } finally {
      fetching = false;
    }
    const have = list.querySelectorAll("a[data-step]").length - 1;
    slider.max = String(have);
    if (following) steps.mark(have);
    // More moves came meanwhile: ask again, but never in a loop that learns nothing.
    if (have < moves && have > before) catchUp();
  }

  function listen() {
    const source = new EventSource(section.dataset.live);
    source.addEventListener("board", (event) => {
      const frame = JSON.parse(event.data);
      latest = frame;
      over = frame.over;
      if (typeof frame.moves === "number") moves = frame.moves;
      section.dataset.steps = String(moves);
      section.dataset.query = section.dataset.query.replace(/v=\d+/, `v=${frame.version}`);
      if (following) {
        board.innerHTML = frame.html;
        board.dataset.version = String(frame.version);
      }
      if (over) {
        source.close();
        // Once over, the page is the replay viewer; a reader who stepped back is not moved.
        if (following) {
          window.location.reload();
        } else {
          toLive.textContent = section.dataset.over;
        }
        return;
      }
      catchUp();
    });
    source.addEventListener("error", () => {
      // A browser gives up on a stream answered with an error (too many streams on the
      // server, a restart): try again a little later, at a time of our own.
      if (source.readyState === EventSource.CLOSED && !over) {
        setTimeout(listen, 20000 + Math.random() * 20000);
      }
    });
  }
  listen();
}

// A seat's page: the hand's controls post their move's notation (with the version they were
// drawn at and the page's request token), a draft opens its composer, and the seat's own
// stream keeps the board and the hand as they stand. Whatever goes wrong is said beside the
// hand, and the page recovers by itself.
function seatPage(section) {
  const hand = document.getElementById("hand");
  const board = document.getElementById("board");
  const note = document.getElementById("note");
  const base = `/m/${section.dataset.token}/play`;
  const title = document.title;
  let turn = false;
  let composing = false;
  let latest = null;
  let latestHand = null;
  let latestBoard = null;
  let busy = false;

  function say(words) {
    note.textContent = words || "";
  }

  function signal() {
    document.title = turn && document.hidden ? `${section.dataset.turnTitle} · ${title}` : title;
  }
  document.addEventListener("visibilitychange", signal);

  // Shows `frame`, whose stamp is `id`, unless the page already shows a later one.
  function show(frame, id) {
    if (!frame) return;
    if (frame.over) {
      window.location.assign(`/m/${section.dataset.token}`);
      return;
    }
    // A move's answer and the stream may cross: never go back to an older table.
    if (latest && frame.version < latest.version) return;
    if (id) section.dataset.id = id;
    latest = frame;
    turn = frame.turn;
    if (latestBoard !== frame.board) board.innerHTML = frame.board;
    latestBoard = frame.board;
    if (!composing && (!latestHand || latestHand !== frame.hand)) {
      // Keep a keyboard's place: the same control has the focus after the hand is drawn again.
      const focused = hand.contains(document.activeElement) ? document.activeElement : null;
      const move = focused && focused.dataset ? focused.dataset.move : undefined;
      hand.innerHTML = frame.hand;
      if (move !== undefined) {
        const again = Array.from(hand.querySelectorAll("button")).find((b) => b.dataset.move === move);
        if (again) again.focus();
      }
    }
    latestHand = frame.hand;
    mark();
    signal();
  }

  // The rule of the engine's `scene::names`: a word of the move, or a side of its ':' or '>'.
  function names(notation, key) {
    return notation.split(/[\s:>]+/).includes(key);
  }

  // The hand's controls that a thing of the pictures keyed `key` stands for.
  function offered(key) {
    if (composing) return [];
    const buttons = Array.from(hand.querySelectorAll("button.move, button.draft"))
      .filter((b) => names(b.dataset.move, key));
    const boxes = Array.from(hand.querySelectorAll("fieldset.multi input[type=checkbox]"))
      .filter((i) => names(i.value.split("#")[0], key));
    return buttons.concat(boxes);
  }

  // The things a move names become controls themselves: clicked, or reached with Tab and Enter.
  function mark() {
    section.querySelectorAll("[data-key]").forEach((thing) => {
      const controls = offered(thing.dataset.key);
      const live = controls.length > 0;
      thing.classList.toggle("live", live);
      thing.classList.toggle("picked", controls.some((c) => c.checked));
      if (live) {
        thing.setAttribute("tabindex", "0");
        thing.setAttribute("role", "button");
        const face = thing.querySelector("[aria-label]");
        if (face) thing.setAttribute("aria-label", face.getAttribute("aria-label"));
      } else {
        // Back to a picture: an area is one, a card's wrapper says nothing of its own.
        thing.removeAttribute("tabindex");
        if (thing.classList.contains("area")) thing.setAttribute("role", "img");
        else {
          thing.removeAttribute("role");
          thing.removeAttribute("aria-label");
        }
      }
    });
  }

  // A thing clicked: its one move is made (or its box ticked); several are shown, the first
  // with the focus.
  function pick(thing) {
    const controls = offered(thing.dataset.key);
    hand.querySelectorAll(".offered").forEach((c) => c.classList.remove("offered"));
    if (controls.length === 1 && controls[0].type === "checkbox") {
      controls[0].checked = !controls[0].checked;
      mark();
    } else if (controls.length === 1) {
      controls[0].click();
    } else if (controls.length > 1) {
      controls.forEach((c) => (c.closest("label") || c).classList.add("offered"));
      controls[0].scrollIntoView({ block: "nearest" });
      controls[0].focus();
    }
  }

  section.addEventListener("click", (event) => {
    const thing = event.target.closest("[data-key].live");
    if (thing) pick(thing);
  });
  section.addEventListener("keydown", (event) => {
    const thing = event.target.closest && event.target.closest("[data-key].live");
    if (thing && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      pick(thing);
    }
  });
  hand.addEventListener("change", mark);

  function version() {
    const moves = hand.querySelector(".moves");
    return moves ? Number(moves.dataset.version) : 0;
  }

  async function send(notation) {
    if (busy) return;
    busy = true;
    hand.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(base, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Taberna-Request": section.dataset.request },
        body: JSON.stringify({ version: version(), notation }),
        credentials: "same-origin",
      });
      let answer = {};
      try { answer = await response.json(); } catch (_) { answer = {}; }
      if (answer.over) {
        window.location.assign(answer.over);
        return;
      }
      composing = false;
      say(answer.ok ? "" : answer.note || section.dataset.offline);
      if (answer.frame) show(answer.frame.data, answer.frame.id);
    } catch (_) {
      say(section.dataset.offline);
    } finally {
      busy = false;
      hand.removeAttribute("aria-busy");
    }
  }

  async function compose(draft) {
    try {
      const response = await fetch(`${base}/draft?d=${encodeURIComponent(draft)}`, { credentials: "same-origin" });
      const answer = await response.json();
      if (!answer.ok) { say(answer.note); return; }
      composing = true;
      say("");
      hand.innerHTML = answer.html;
      mark();
      const first = hand.querySelector("button, input");
      if (first) first.focus();
    } catch (_) {
      say(section.dataset.offline);
    }
  }

  hand.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button || !hand.contains(button)) return;
    if (button.classList.contains("move")) {
      send(button.dataset.move);
    } else if (button.classList.contains("draft")) {
      compose(button.dataset.move);
    } else if (button.classList.contains("back")) {
      composing = false;
      say("");
      hand.innerHTML = latest ? latest.hand : hand.innerHTML;
      mark();
    } else if (button.classList.contains("compose")) {
      const group = button.closest("fieldset.multi");
      const picks = Array.from(group.querySelectorAll("input:checked")).map((i) => i.value.split("#")[0]);
      const min = Number(group.dataset.min);
      const max = Number(group.dataset.max);
      if (picks.length < min || picks.length > max) {
        say(section.dataset.pickCount.replace("{min}", min).replace("{max}", max));
        return;
      }
      send(`${group.dataset.prefix} ${picks.join(" ")}`.trim());
    }
  });

  hand.addEventListener("submit", (event) => {
    const form = event.target.closest("form.form");
    if (!form) return;
    event.preventDefault();
    let draft = form.dataset.template;
    form.querySelectorAll("input[type=number]").forEach((input, i) => {
      draft = draft.split(`{${i}}`).join(String(Math.max(0, Math.floor(Number(input.value) || 0))));
    });
    compose(draft);
  });

  function listen() {
    // The page says what it shows: the stream starts with news only.
    const source = new EventSource(`${base}/events?since=${encodeURIComponent(section.dataset.id)}`);
    source.addEventListener("seat", (event) => {
      const frame = JSON.parse(event.data);
      if (note.textContent === section.dataset.offline) say("");
      // A move elsewhere while composing: the composer may no longer stand.
      if (composing && latest && frame.version !== latest.version) composing = false;
      show(frame, event.lastEventId);
    });
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED) {
        // The browser comes back by itself, with the last frame's id.
        say(section.dataset.offline);
        return;
      }
      // Closed: the session may have ended (the answer was refused) or the server is full.
      fetch(base, { method: "HEAD", credentials: "same-origin" }).then((r) => {
        // A match that ended sends its seat's page on to its replay.
        if (r.redirected) window.location.assign(r.url);
        else if (r.status === 403) say(section.dataset.expired);
        else setTimeout(listen, 3000 + Math.random() * 3000);
      }, () => {
        say(section.dataset.offline);
        setTimeout(listen, 3000 + Math.random() * 3000);
      });
    });
  }
  // The page as the server drew it: its things are clickable before any news arrives.
  mark();
  listen();
}

document.documentElement.classList.add("js");
const seat = document.getElementById("seat");
if (seat) seatPage(seat);
const live = document.getElementById("live");
if (live) liveViewer(live);
const replay = document.getElementById("replay");
if (replay) replayViewer(replay);
