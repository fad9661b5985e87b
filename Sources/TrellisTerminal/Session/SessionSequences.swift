import TrellisHost

/// The bytes that put a terminal into an app's session and take it back out.
///
/// Entering switches, in order: the alternate screen (1049, so the shell's screen
/// comes back untouched), the cursor off (25), bracketed paste (2004), and mouse
/// reports (1002: buttons, the wheel and motion while a button is held, so a drag is
/// reported; in the SGR encoding 1006). Holding Shift, the user gets the terminal's own
/// selection instead, as every terminal that reports the mouse lets them. Leaving undoes them in
/// reverse, after resetting the style, the left and right margins (DECLRMM off) and the
/// scroll region, so that whatever the renderer left set does not leak into the shell.
enum SessionSequences {
    static let enter: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1002h\u{1B}[?1006h".utf8)

    static let exit: [UInt8] = Array(
        "\u{1B}[?2026l\u{1B}[0m\u{1B}[?69l\u{1B}[r\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// DECRQM for DECLRMM (private mode 69): whether the terminal scrolls between left and
    /// right margins. A terminal that has the mode answers `CSI ? 69 ; 1 $ y` or
    /// `CSI ? 69 ; 2 $ y` (``TerminalReport``); one that does not know it answers `0`, or
    /// nothing at all (tmux, VTE), and the renderer keeps to whole rows.
    static let queries: [UInt8] = Array("\u{1B}[?69$p".utf8)

    /// The private modes the session turns on.
    static let modes: Set<Int> = [1049, 2004, 1002, 1006]
}
