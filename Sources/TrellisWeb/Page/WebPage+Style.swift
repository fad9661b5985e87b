extension WebPage {
    /// The page's look: the grid fills the window in the page's monospace font; a cell is
    /// one `ch` wide, a wide character two. The 16 colors are xterm's, as CSS variables.
    static let style = """
        :root {
          --fg: #d0d0d0; --bg: #121212;
          --a0: #000000; --a1: #cd0000; --a2: #00cd00; --a3: #cdcd00; --a4: #0000ee; --a5: #cd00cd; --a6: #00cdcd; --a7: #e5e5e5;
          --a8: #7f7f7f; --a9: #ff0000; --a10: #00ff00; --a11: #ffff00; --a12: #5c5cff; --a13: #ff00ff; --a14: #00ffff; --a15: #ffffff;
        }
        html, body { margin: 0; height: 100%; background: var(--bg); color: var(--fg); overflow: hidden; }
        #screen, #measure {
          font-family: ui-monospace, "DejaVu Sans Mono", "Menlo", "Consolas", monospace;
          font-size: 15px; line-height: 1.25; font-variant-ligatures: none; font-kerning: none;
        }
        #screen { margin: 0; padding: 0; outline: none; white-space: pre; cursor: default; user-select: text; }
        #screen .row { display: block; height: 1.25em; overflow: hidden; }
        #screen a { color: inherit; text-decoration: underline; cursor: pointer; }
        #screen .w { display: inline-block; width: 2ch; overflow: hidden; vertical-align: top; }
        #screen .caret { box-shadow: inset 2px 0 0 0 var(--fg); animation: blink 1s steps(1) infinite; }
        @keyframes blink { 50% { box-shadow: none; } }
        #screen { touch-action: pinch-zoom; }
        #input {
          position: absolute; left: 0; top: 0; width: 1ch; height: 1.25em; margin: 0; padding: 0; border: 0; outline: none;
          resize: none; overflow: hidden; white-space: pre; opacity: 0; color: transparent; background: transparent;
          caret-color: transparent; font-family: ui-monospace, "DejaVu Sans Mono", "Menlo", "Consolas", monospace;
          font-size: 15px; line-height: 1.25;
        }
        #input.composing { opacity: 1; color: var(--fg); background: var(--bg); text-decoration: underline; z-index: 1; }
        #measure { position: absolute; visibility: hidden; white-space: pre; left: -10000px; top: 0; }
        .mirror { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
        #connection {
          position: fixed; right: 1ch; bottom: 1ch; max-width: 60ch; padding: 0.5em 1ch;
          font: 14px system-ui, sans-serif; background: #3a1d1d; color: #ffdede; border: 1px solid #a04040;
        }
        """
}
