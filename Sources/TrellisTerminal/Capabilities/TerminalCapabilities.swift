import TrellisHost

/// What the terminal an app draws on can show: how many colors, which characters,
/// whether it can address the cursor at all, and whether links go out as OSC 8 hyperlinks.
///
/// Made from the process's environment by ``init(environment:colorChoice:)`` (the
/// conventions ncurses, chalk's supports-color and no-color.org agree on), and handed
/// to the ``TerminalApp``, whose renderer writes every cell within it: colors degraded
/// to ``colorDepth``, characters outside ``glyphs`` replaced by ASCII fallbacks. The
/// environment is passed in, never read from the process, so a test states the
/// terminal it means.
///
/// ```swift
/// let capabilities = TerminalCapabilities(environment: ProcessInfo.processInfo.environment)
/// guard capabilities.addressesCursor else { print(TerminalSnapshot.render(root, width: 80, height: 24)); return }
/// let app = TerminalApp(root: root, backend: POSIXTerminal(), capabilities: capabilities)
/// ```
public struct TerminalCapabilities: Hashable, Sendable, CustomStringConvertible {
    /// The colors the renderer may write.
    public var colorDepth: ColorDepth
    /// The characters the renderer may write.
    public var glyphs: GlyphRepertoire
    /// Whether the terminal moves the cursor, clears and scrolls (`false` for
    /// `TERM=dumb`, which can only print lines: an app prints a frame instead).
    public var addressesCursor: Bool
    /// Whether the renderer wraps linked text (a `MarkdownView` link, a `StyledText`
    /// run with a link) in OSC 8 hyperlinks, as `ls --hyperlink`, gcc and systemd do, so
    /// the terminal makes it clickable. A terminal that does not know OSC 8 ignores it
    /// (xterm, tmux before 3.4, which drops it); the Linux console prints it, so it is
    /// off there (see ``init(environment:colorChoice:)``). Off: links are plain text.
    public var hyperlinks: Bool
    /// Whether the terminal scrolls a rectangle between left and right margins (DECLRMM,
    /// private mode 69, with DECSLRM): a list scrolls beside a section index or a border
    /// that stays, in one scroll, instead of every row written again. xterm, iTerm2,
    /// WezTerm and Windows Terminal have it; VTE, kitty, Alacritty, tmux and the Linux
    /// console do not. No environment variable says so: ``TerminalApp`` asks the terminal
    /// (DECRQM, `CSI ? 69 $ p`) when it begins and sets this when the answer says the mode
    /// exists. Off: scrolled rows beside something that stays are written again.
    public var leftRightMargins: Bool

    /// A terminal with these capabilities.
    public init(
        colorDepth: ColorDepth = .trueColor, glyphs: GlyphRepertoire = .unicode, addressesCursor: Bool = true,
        hyperlinks: Bool = true, leftRightMargins: Bool = false
    ) {
        self.colorDepth = colorDepth
        self.glyphs = glyphs
        self.addressesCursor = addressesCursor
        self.hyperlinks = hyperlinks
        self.leftRightMargins = leftRightMargins
    }

    /// A modern terminal: 24-bit color, UTF-8, cursor addressing, hyperlinks (left and right
    /// margins only once the terminal says it has them). ``TerminalApp`` and
    /// TrellisTerminalTesting's `Pilot` assume it unless told otherwise.
    public static let full = TerminalCapabilities()

    /// `truecolor unicode`, `16 ascii dumb`, `truecolor unicode no-links`, `truecolor unicode margins`.
    public var description: String {
        "\(colorDepth == .trueColor ? "truecolor" : colorDepth == .none ? "no-color" : "\(colorDepth)-color") \(glyphs)"
            + (addressesCursor ? (hyperlinks ? "" : " no-links") + (leftRightMargins ? " margins" : "") : " dumb")
    }
}
