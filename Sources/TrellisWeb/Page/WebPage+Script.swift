extension WebPage {
    /// The page's script: connects the tab's socket, reads each frame (the binary layout or
    /// JSON), scrolls and draws its runs into a grid of rows, and sends keys, composed text, pastes, clicks, the wheel, touch
    /// scrolling, focus and the window's size in cells. Plain JavaScript, no dependencies; TrellisWebTesting's
    /// `TestWebClient` applies frames the same way.
    ///
    /// Keys arrive in a hidden text area (`#input`) kept at the app's caret, so an input
    /// method works as in any text field: while it composes, the text area shows what is
    /// being composed at the caret, and what it commits (`compositionend`, or a phone
    /// keyboard's `insertText`) goes to the app as one `text` message, each character a
    /// typed key. A finger dragged over the screen scrolls as the wheel does (three rows a
    /// notch) and flings on when let go; a tap is a click.
    ///
    /// A linked run (a fifth field) is drawn inside an `<a href>` built with DOM calls
    /// (never `innerHTML`), `rel="noopener noreferrer"`, `target="_blank"`, and only for
    /// `http:`, `https:` and `mailto:` (checked again here; other targets are plain text).
    /// A press on a link belongs to the browser: it opens the link (or shows the link's
    /// context menu) and is not sent to the app. A press with Shift held selects the
    /// page's text natively, and Ctrl-C or Cmd-C with a selection copies it instead of
    /// reaching the app as a key.
    static let script = #"""
        "use strict";
        (() => {
          const screen = document.getElementById("screen");
          const notice = document.getElementById("connection");
          const focused = document.getElementById("focused");
          const said = document.getElementById("said");
          const headings = document.getElementById("headings");
          const measure = document.getElementById("measure");
          const input = document.getElementById("input");
          const token = new URLSearchParams(location.search).get("token") || "";
          const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
          const bytes = new TextEncoder();
          const sheet = new CSSStyleSheet();
          document.adoptedStyleSheets = [sheet];
          const named = new Set(["Enter", "Tab", "Backspace", "Delete", "Insert", "Escape", "ArrowUp", "ArrowDown",
            "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);
          let limits = { cols: 500, rows: 200, message: 65536, paste: 32768, notches: 10, text: 1024 };
          let cols = 0, rows = 0, grid = [], lines = [], cursor = null;
          let socket = null, ended = false, retries = 0, sentSize = "", wheelLines = 0, wheelAt = null, resizeQueued = false;
          let dragAt = null, pressedLink = false, composing = false;
          let touch = null, fling = null;
          const linkSchemes = new Set(["http:", "https:", "mailto:"]);

          // Sizes: a cell is the width of one character of the page's monospace font.
          function cellSize() {
            const box = measure.getBoundingClientRect();
            return { width: box.width / measure.textContent.length, height: box.height };
          }
          function windowInCells() {
            const cell = cellSize();
            return {
              cols: Math.max(1, Math.min(limits.cols, Math.floor(window.innerWidth / cell.width))),
              rows: Math.max(1, Math.min(limits.rows, Math.floor(window.innerHeight / cell.height))),
            };
          }

          // Colors: null inherits, "d" is the page's default, a0-a15 the 16 colors, p16-p255 xterm's palette.
          function paletteColor(n) {
            if (n < 16) return `var(--a${n})`;
            if (n < 232) {
              const levels = [0, 95, 135, 175, 215, 255], i = n - 16;
              return `rgb(${levels[Math.floor(i / 36)]},${levels[Math.floor(i / 6) % 6]},${levels[i % 6]})`;
            }
            const gray = 8 + 10 * (n - 232);
            return `rgb(${gray},${gray},${gray})`;
          }
          function color(value, fallback) {
            if (typeof value !== "string") return null;
            if (value === "d") return fallback;
            if (/^#[0-9a-f]{6}$/.test(value)) return value;
            const n = Number(value.slice(1));
            if (!Number.isInteger(n)) return null;
            if (value[0] === "a" && n >= 0 && n < 16) return `var(--a${n})`;
            if (value[0] === "p" && n >= 0 && n < 256) return paletteColor(n);
            return null;
          }
          function defineStyle(style) {
            if (!Array.isArray(style) || !Number.isInteger(style[0])) return;
            const [id, foreground, background, flags] = style;
            let fg = color(foreground, "var(--fg)"), bg = color(background, "var(--bg)");
            if (flags & 16) [fg, bg] = [bg || "var(--bg)", fg || "var(--fg)"];
            const rules = [];
            if (fg) rules.push(`color:${fg}`);
            if (bg) rules.push(`background:${bg}`);
            if (flags & 1) rules.push("font-weight:bold");
            if (flags & 2) rules.push("opacity:0.62");
            if (flags & 4) rules.push("font-style:italic");
            if (flags & 8) rules.push("text-decoration:underline");
            sheet.insertRule(`#screen .s${id}{${rules.join(";")}}`, sheet.cssRules.length);
          }

          // A run's link: its URL when it parses and its scheme may be linked, else null (plain text).
          function safeLink(link) {
            if (typeof link !== "string") return null;
            try {
              const url = new URL(link);
              return linkSchemes.has(url.protocol) ? url.href : null;
            } catch { return null; }
          }

          // The grid: each cell is [text, style, link]; "\0" is the second cell of a wide character.
          function resetGrid(width, height) {
            cols = width; rows = height;
            grid = Array.from({ length: rows }, () => Array.from({ length: cols }, () => [" ", -1, null]));
            lines = Array.from({ length: rows }, () => {
              const line = document.createElement("div");
              line.className = "row";
              return line;
            });
            screen.replaceChildren(...lines);
          }
          // Rows top...bottom move up count rows (down when negative); blank rows come in. The
          // rows' elements move with them, so only the rows that came in are drawn again. With
          // left and right, only those columns move, and the band's rows are drawn again.
          function scrollRows(shift, dirty) {
            if (!Array.isArray(shift)) return;
            const [top, bottom, count] = shift;
            const left = shift.length > 3 ? shift[3] : 0, right = shift.length > 3 ? shift[4] : cols;
            if (![top, bottom, count, left, right].every(Number.isInteger)) return;
            if (top < 0 || bottom >= rows || top > bottom || count === 0 || left < 0 || right > cols || left >= right) return;
            document.body.dataset.scrolls = String(Number(document.body.dataset.scrolls || 0) + 1);
            const by = Math.min(Math.abs(count), bottom - top + 1);
            const blank = () => Array.from({ length: cols }, () => [" ", -1, null]);
            if (left > 0 || right < cols) {
              const band = grid.slice(top, bottom + 1).map((row) => row.slice(left, right));
              for (let y = top; y <= bottom; y++) {
                const source = y + count;
                const cells = source >= top && source <= bottom ? band[source - top] : blank().slice(left, right);
                grid[y].splice(left, right - left, ...cells);
                dirty.add(y);
              }
              return;
            }
            const band = grid.slice(top, bottom + 1), bandLines = lines.slice(top, bottom + 1);
            let movedGrid, movedLines;
            if (count > 0) {
              const after = bottom + 1 < rows ? lines[bottom + 1] : null;
              for (const line of bandLines.slice(0, by)) screen.insertBefore(line, after);
              movedGrid = band.slice(by).concat(Array.from({ length: by }, blank));
              movedLines = bandLines.slice(by).concat(bandLines.slice(0, by));
              for (let y = bottom - by + 1; y <= bottom; y++) dirty.add(y);
            } else {
              const before = bandLines[0];
              for (const line of bandLines.slice(bandLines.length - by)) screen.insertBefore(line, before);
              movedGrid = Array.from({ length: by }, blank).concat(band.slice(0, band.length - by));
              movedLines = bandLines.slice(bandLines.length - by).concat(bandLines.slice(0, bandLines.length - by));
              for (let y = top; y < top + by; y++) dirty.add(y);
            }
            grid.splice(top, movedGrid.length, ...movedGrid);
            lines.splice(top, movedLines.length, ...movedLines);
            // The caret's row moved with the band: draw it again where it went.
            if (cursor && cursor[1] >= top && cursor[1] <= bottom) dirty.add(cursor[1] - count);
          }
          // A row's cells from a column on slide right count cells (left when negative),
          // blank cells coming in, as a terminal's ICH and DCH move them.
          function slideCells(slides, dirty) {
            if (!Array.isArray(slides)) return;
            for (const slide of slides) {
              if (!Array.isArray(slide)) continue;
              const [y, x, count] = slide;
              if (!(Number.isInteger(y) && Number.isInteger(x) && Number.isInteger(count))) continue;
              if (y < 0 || y >= rows || x < 0 || x >= cols || count === 0) continue;
              const row = grid[y], by = Math.min(Math.abs(count), cols - x);
              const blanks = Array.from({ length: by }, () => [" ", -1, null]);
              if (count < 0) {
                row.splice(x, by);
                row.push(...blanks);
              } else {
                row.splice(x, 0, ...blanks);
                row.length = cols;
              }
              dirty.add(y);
            }
          }
          function applyFrame(frame) {
            if (frame.clear || frame.cols !== cols || frame.rows !== rows) resetGrid(frame.cols, frame.rows);
            const dirty = new Set();
            for (const style of frame.styles || []) defineStyle(style);
            scrollRows(frame.scroll, dirty);
            slideCells(frame.slides, dirty);
            for (const run of frame.runs || []) {
              const [y, x, text, style, link] = run;
              if (!(y >= 0 && y < rows && x >= 0 && typeof text === "string")) continue;
              const href = safeLink(link);
              let column = x;
              for (const { segment } of graphemes.segment(text)) {
                if (column >= cols) break;
                grid[y][column++] = [segment, style, href];
              }
              dirty.add(y);
            }
            // A binary frame says where the caret is only when it moved.
            const next = frame.cursor === undefined ? cursor : Array.isArray(frame.cursor) ? frame.cursor : null;
            if (cursor) dirty.add(cursor[1]);
            if (next) dirty.add(next[1]);
            const caretMoved = String(cursor) !== String(next);
            cursor = next;
            if (caretMoved) placeInput();
            for (const y of dirty) if (y >= 0 && y < rows) renderRow(y);
          }
          function renderRow(y) {
            const cells = grid[y], spans = [];
            let text = "", style = null, link = null, anchor = null;
            const span = (content, className) => {
              const element = document.createElement("span");
              if (className) element.className = className;
              element.textContent = content;
              if (anchor) anchor.append(element); else spans.push(element);
            };
            const flush = () => { if (text) span(text, style >= 0 ? `s${style}` : ""); text = ""; style = null; };
            const linkTo = (next) => {
              // A run of cells with one target goes in one <a>, made with DOM calls.
              if (next === link) return;
              flush();
              link = next;
              anchor = null;
              if (!next) return;
              anchor = document.createElement("a");
              anchor.href = next;
              anchor.rel = "noopener noreferrer";
              anchor.target = "_blank";
              spans.push(anchor);
            };
            for (let x = 0; x < cols; x++) {
              const [content, cellStyle, cellLink] = cells[x];
              if (content === "\0") continue;
              linkTo(cellLink);
              const wide = x + 1 < cols && cells[x + 1][0] === "\0";
              const caret = cursor !== null && cursor[0] === x && cursor[1] === y;
              if (wide || caret) {
                flush();
                span(content, [cellStyle >= 0 ? `s${cellStyle}` : "", wide ? "w" : "", caret ? "caret" : ""].join(" ").trim());
                continue;
              }
              if (cellStyle !== style) { flush(); style = cellStyle; }
              text += content;
            }
            flush();
            lines[y].replaceChildren(...spans);
          }

          // A binary frame (WebFrameEncoding.binary): operations of a one-byte code and its
          // fields, numbers as LEB128, text as a byte count and UTF-8; read into the object
          // a JSON frame is, with the cursor left out when it did not move.
          const utf8 = new TextDecoder();
          function decodeFrame(buffer) {
            const data = new Uint8Array(buffer);
            let at = 0;
            const byte = () => {
              if (at >= data.length) throw new Error("the frame ends early");
              return data[at++];
            };
            const number = () => {
              let value = 0, scale = 1, next;
              do {
                next = byte();
                value += (next & 0x7f) * scale;
                scale *= 128;
                if (scale > 2 ** 42) throw new Error("a number is too long");
              } while (next & 0x80);
              return value;
            };
            const text = () => {
              const length = number();
              if (at + length > data.length) throw new Error("the frame ends early");
              const value = utf8.decode(data.subarray(at, at + length));
              at += length;
              return value;
            };
            const hex = (n) => n.toString(16).padStart(2, "0");
            const colorOf = () => {
              switch (byte()) {
                case 0: return null;
                case 1: return "d";
                case 2: return `a${byte()}`;
                case 3: return `p${byte()}`;
                case 4: return `#${hex(byte())}${hex(byte())}${hex(byte())}`;
                default: throw new Error("an unknown color");
              }
            };
            const frame = { t: "frame", cols, rows, clear: false, styles: [], slides: [], runs: [], say: [], headings: [] };
            while (at < data.length) {
              const code = byte();
              switch (code) {
                case 1: frame.clear = true; frame.cols = number(); frame.rows = number(); break;
                case 2: frame.styles.push([number(), colorOf(), colorOf(), number()]); break;
                case 3: case 4: {
                  const top = number(), bottom = number(), count = number();
                  frame.scroll = [top, bottom, code === 3 ? count : -count];
                  break;
                }
                case 5: case 6: {
                  const y = number(), x = number(), style = number(), content = text();
                  frame.runs.push(code === 6 ? [y, x, content, style, text()] : [y, x, content, style]);
                  break;
                }
                case 7: frame.cursor = [number(), number()]; break;
                case 8: frame.cursor = null; break;
                case 9: frame.copy = text(); break;
                case 10: frame.focus = text(); break;
                case 11: frame.say.push(text()); break;
                case 14: case 15: {
                  const top = number(), bottom = number(), count = number(), left = number(), right = number();
                  frame.scroll = [top, bottom, code === 14 ? count : -count, left, right];
                  break;
                }
                case 16: frame.headings.push([number()]); break;
                case 17: frame.headings.push([number(), text()]); break;
                case 12: case 13: {
                  const y = number(), x = number(), count = number();
                  frame.slides.push([y, x, code === 12 ? -count : count]);
                  break;
                }
                default: throw new Error(`an unknown operation ${code}`);
              }
            }
            return frame;
          }

          // The headings on screen (a list's section headers), as headings a screen reader's
          // keys for headings reach: a removal is [index], an insertion [index, title].
          function changeHeadings(changes) {
            if (!Array.isArray(changes)) return;
            for (const change of changes) {
              if (!Array.isArray(change) || !Number.isInteger(change[0]) || change[0] < 0) continue;
              const at = headings.children[change[0]] || null;
              if (change.length === 1) {
                if (at) at.remove();
              } else if (typeof change[1] === "string") {
                const heading = document.createElement("h2");
                heading.textContent = change[1];
                headings.insertBefore(heading, at);
              }
            }
          }

          // Input.
          function send(message) {
            if (!socket || socket.readyState !== WebSocket.OPEN) return false;
            const json = JSON.stringify(message);
            if (bytes.encode(json).length > limits.message) return false;
            socket.send(json);
            return true;
          }
          function isKeyName(key) {
            if (named.has(key) || /^F([1-9]|1[0-2])$/.test(key)) return true;
            const code = key.codePointAt(0);
            return [...graphemes.segment(key)].length === 1 && code >= 0x20 && code !== 0x7f;
          }
          // The hidden text area that has the keyboard: at the caret, so an input method's
          // window opens there; shown while it composes.
          function placeInput() {
            const cell = cellSize(), at = cursor || [0, 0];
            input.style.left = `${at[0] * cell.width}px`;
            input.style.top = `${at[1] * cell.height}px`;
          }
          function focusInput() {
            if (document.activeElement !== input) input.focus({ preventScroll: true });
          }
          // Typed text the app can take: control characters (Enter, Tab) go as keys instead.
          function sendText(text) {
            const typed = [...graphemes.segment(text || "")].map((part) => part.segment)
              .filter((part) => ![...part].some((c) => c.codePointAt(0) < 0x20 || c.codePointAt(0) === 0x7f));
            let chunk = "";
            for (const part of typed) {
              if (bytes.encode(chunk + part).length > limits.text) { send({ t: "text", text: chunk }); chunk = ""; }
              chunk += part;
            }
            if (chunk) send({ t: "text", text: chunk });
          }
          input.addEventListener("compositionstart", () => {
            composing = true;
            input.value = "";
            input.classList.add("composing");
          });
          input.addEventListener("compositionupdate", () => {
            input.style.width = "1px";
            input.style.width = `${input.scrollWidth + 2}px`;
          });
          input.addEventListener("compositionend", (event) => {
            composing = false;
            input.classList.remove("composing");
            input.style.width = "";
            input.value = "";
            sendText(event.data);
          });
          // What a keyboard types without a key the app can name (a phone's keyboard sends
          // "Unidentified" keys and then the text; a dead key's accent): the text, and a
          // phone's Backspace and Enter as those keys.
          input.addEventListener("beforeinput", (event) => {
            if (composing || event.isComposing || ended) return;
            if (event.inputType === "deleteContentBackward") {
              event.preventDefault();
              send({ t: "key", key: "Backspace", ctrl: false, alt: false, shift: false });
            } else if (event.inputType === "insertLineBreak" || event.inputType === "insertParagraph") {
              event.preventDefault();
              send({ t: "key", key: "Enter", ctrl: false, alt: false, shift: false });
            }
          });
          input.addEventListener("input", (event) => {
            if (composing || event.isComposing) return;
            if (event.inputType === "insertText" && !ended) sendText(event.data);
            input.value = "";
          });
          document.addEventListener("keydown", (event) => {
            const key = event.key;
            if (ended || event.isComposing || composing || event.metaKey || !isKeyName(key)) return;
            if (key === "F5" || key === "F11" || key === "F12") return;  // the browser's
            if (event.ctrlKey && /^[rRvV]$/.test(key)) return;  // reload; a paste comes as a paste event
            if ((event.ctrlKey || event.metaKey) && /^[cC]$/.test(key) && String(window.getSelection() || "") !== "") return;  // the browser copies the page's selection
            event.preventDefault();
            focusInput();
            send({ t: "key", key, ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey });
          });
          document.addEventListener("paste", (event) => {
            event.preventDefault();
            let text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
            while (text && bytes.encode(JSON.stringify({ t: "paste", text })).length > Math.min(limits.paste, limits.message - 64)) {
              text = text.slice(0, Math.floor(text.length * 0.9));
            }
            if (text) send({ t: "paste", text });
          });
          function cellAt(event) {
            const box = screen.getBoundingClientRect(), cell = cellSize();
            const clamp = (value, top) => Math.max(0, Math.min(top, value));
            return {
              x: clamp(Math.floor((event.clientX - box.left) / cell.width), cols - 1),
              y: clamp(Math.floor((event.clientY - box.top) / cell.height), rows - 1),
            };
          }
          function copyText(text) {
            // The app copied (a selection, a value): the page's clipboard, where the browser allows it.
            document.body.dataset.copied = text;
            if (navigator.clipboard && window.isSecureContext) {
              navigator.clipboard.writeText(text).catch(() => {});
              return;
            }
            const area = document.createElement("textarea");
            area.value = text;
            area.style.position = "fixed";
            area.style.opacity = "0";
            document.body.appendChild(area);
            area.select();
            try { document.execCommand("copy"); } catch (error) {}
            area.remove();
            focusInput();
          }
          function mouse(kind, event, extra) {
            const { x, y } = cellAt(event);
            send(Object.assign({ t: "mouse", kind, x, y, ctrl: event.ctrlKey, alt: event.altKey, shift: event.shiftKey }, extra));
          }
          function onLink(event) {
            return event.target instanceof Element && event.target.closest("#screen a[href]") !== null;
          }
          screen.addEventListener("mousedown", (event) => {
            if (event.button === 0 && event.shiftKey) {
              // Shift: the page's own text selection, as a terminal's. It starts here, not at
              // the text area's caret, which Shift would extend.
              input.blur();
              const selection = window.getSelection();
              if (selection) selection.removeAllRanges();
              return;
            }
            if (event.button > 2 || event.shiftKey) return;
            if (onLink(event)) { pressedLink = true; return; }  // the browser opens it; the app sees no click
            event.preventDefault();
            focusInput();
            const selection = window.getSelection();
            if (selection) selection.removeAllRanges();
            mouse("press", event, { button: event.button });
            if (event.button === 0) dragAt = cellAt(event);
          });
          window.addEventListener("mousemove", (event) => {
            if (!dragAt || (event.buttons & 1) === 0) return;
            const at = cellAt(event);
            if (at.x === dragAt.x && at.y === dragAt.y) return;  // one report per cell, as a terminal's mode 1002
            dragAt = at;
            mouse("drag", event, { button: 0 });
          });
          window.addEventListener("mouseup", (event) => {
            if (pressedLink) { pressedLink = false; return; }
            if (event.button === 0) dragAt = null;
            if (event.button <= 2 && !event.shiftKey) mouse("release", event, { button: event.button });
          });
          screen.addEventListener("contextmenu", (event) => { if (!onLink(event)) event.preventDefault(); });
          // Lines scrolled (down when positive) over the cell under `at`: whole notches go
          // once an animation frame, the rest waits for more.
          function scrollLines(lines, at) {
            wheelLines += lines / 3;  // a notch scrolls about three lines' worth of pixels
            if (wheelAt) return;
            wheelAt = at;
            requestAnimationFrame(() => {
              const notches = Math.max(-limits.notches, Math.min(limits.notches, Math.trunc(wheelLines)));
              if (notches !== 0) mouse("wheel", wheelAt, { delta: notches });
              wheelLines -= notches;
              wheelAt = null;
            });
          }
          screen.addEventListener("wheel", (event) => {
            event.preventDefault();
            const cell = cellSize();
            scrollLines(event.deltaMode === 1 ? event.deltaY : event.deltaMode === 2 ? event.deltaY * rows : event.deltaY / cell.height, event);
          }, { passive: false });
          // Touch: a finger moved up scrolls down, a row a row's height; let go moving, the
          // list flings on and slows. A tap is the browser's: it comes as a click. The page
          // pans nothing itself (touch-action allows only pinch zoom).
          function stopFling() {
            if (fling) cancelAnimationFrame(fling);
            fling = null;
          }
          // A finger is followed as a captured pointer: the row under it is drawn again (a new
          // element) as the list moves, and touch events would stay with the old one.
          screen.addEventListener("pointerdown", (event) => {
            if (event.pointerType !== "touch" || !event.isPrimary) return;
            stopFling();
            screen.setPointerCapture(event.pointerId);
            touch = { id: event.pointerId, y: event.clientY, at: event.timeStamp, speed: 0, point: event };
          });
          screen.addEventListener("pointermove", (event) => {
            if (!touch || event.pointerId !== touch.id) return;
            const lines = (touch.y - event.clientY) / cellSize().height;
            if (lines === 0) return;
            const elapsed = Math.max(1, event.timeStamp - touch.at);
            touch.speed = 0.8 * (lines / elapsed) + 0.2 * touch.speed;  // lines a millisecond
            touch.y = event.clientY;
            touch.at = event.timeStamp;
            touch.point = event;
            scrollLines(lines, event);
          });
          screen.addEventListener("pointerup", (event) => {
            if (!touch || event.pointerId !== touch.id) return;
            let { speed, point } = touch, last = performance.now();
            touch = null;
            if (Math.abs(speed) < 0.005) return;
            const step = (now) => {
              const elapsed = Math.max(0, now - last);
              last = now;
              scrollLines(speed * elapsed, point);
              speed *= Math.pow(0.996, elapsed);  // about half the speed every 170 ms
              fling = Math.abs(speed) < 0.005 ? null : requestAnimationFrame(step);
            };
            fling = requestAnimationFrame(step);
          });
          screen.addEventListener("pointercancel", () => { touch = null; });
          function sendSize() {
            const size = windowInCells(), text = `${size.cols}x${size.rows}`;
            if (text !== sentSize && send({ t: "resize", cols: size.cols, rows: size.rows })) sentSize = text;
          }
          window.addEventListener("resize", () => {
            if (resizeQueued) return;
            resizeQueued = true;
            requestAnimationFrame(() => { resizeQueued = false; sendSize(); });
          });
          // Closing or reloading: the server may give this tab's place to a new one at once
          // (a reload that comes back in time still resumes, unless the place was taken).
          window.addEventListener("pagehide", () => send({ t: "leave" }));
          window.addEventListener("focus", () => send({ t: "focus", in: true }));
          window.addEventListener("blur", () => send({ t: "focus", in: false }));

          // The socket: one session per tab, kept across reloads in sessionStorage.
          function showNotice(text) {
            notice.hidden = !text;
            notice.textContent = text || "";
            document.body.dataset.connection = text ? (ended ? "ended" : "lost") : "open";
          }
          function connect() {
            const size = windowInCells();
            const url = new URL("/socket", location.href);
            url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
            url.search = new URLSearchParams({
              token, cols: size.cols, rows: size.rows, session: sessionStorage.getItem("trellis-session") || "",
            }).toString();
            socket = new WebSocket(url);
            socket.binaryType = "arraybuffer";
            socket.onopen = () => {
              retries = 0;
              sentSize = "";
              showNotice(null);
              sendSize();
              send({ t: "focus", in: document.hasFocus() });
            };
            socket.onmessage = (event) => {
              let message;
              try {
                message = typeof event.data === "string" ? JSON.parse(event.data) : decodeFrame(event.data);
              } catch (error) {
                console.error("trellis: a message from the server could not be read:", error);
                return;
              }
              if (message.t === "hello") {
                sessionStorage.setItem("trellis-session", message.session);
                if (message.limits) limits = Object.assign(limits, message.limits);
                sheet.replaceSync("");
                headings.replaceChildren();
                cursor = null;
                placeInput();
              } else if (message.t === "frame") {
                applyFrame(message);
                if (typeof message.copy === "string") copyText(message.copy);
                if (typeof message.focus === "string") focused.textContent = message.focus;
                changeHeadings(message.headings);
                if (Array.isArray(message.say)) {
                  for (const sentence of message.say) {
                    if (typeof sentence !== "string") continue;
                    const line = document.createElement("p");
                    line.textContent = sentence;
                    said.append(line);
                  }
                  while (said.childElementCount > 20) said.firstElementChild.remove();
                }
                document.body.dataset.frames = String(Number(document.body.dataset.frames || 0) + 1);
              }
            };
            socket.onclose = (event) => {
              socket = null;
              if (event.code === 1000) {
                ended = true;
                sessionStorage.removeItem("trellis-session");
                showNotice(`${event.reason || "The app ended."} Reload the page to start it again.`);
              } else if (event.code !== 1006 && event.code !== 1001) {
                ended = true;
                const reason = event.reason || `code ${event.code}`;
                showNotice(`Disconnected: ${reason}${reason.endsWith(".") ? "" : "."} Reload the page to reconnect.`);
              } else if (retries < 8) {
                retries += 1;
                showNotice("The connection was lost; reconnecting…");
                setTimeout(connect, Math.min(4000, 125 * 2 ** retries));
              } else {
                ended = true;
                showNotice("The server cannot be reached (or has no room for another tab). Reload the page to try again.");
              }
            };
          }
          focusInput();
          connect();
        })();
        """#
}
