import TrellisHost

// Reading a terminal's capabilities from environment variables, as ncurses (TERM),
// chalk's supports-color (COLORTERM, TERM patterns), no-color.org (NO_COLOR), the C
// library (LC_ALL, LC_CTYPE, LANG) and supports-hyperlinks (FORCE_HYPERLINK) do.

extension TerminalCapabilities {
    /// What the user asked for with a flag like `--color auto|always|never` (GNU `ls`).
    public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
        /// The depth the environment shows; none when `NO_COLOR` is set.
        case auto
        /// Colors even when the environment says none (`NO_COLOR`, an unknown `TERM`):
        /// the terminal's depth, and at least the 256-color palette, which every color
        /// terminal of the last fifteen years shows. An explicit flag overrides
        /// `NO_COLOR`, as no-color.org asks.
        case always
        /// No color sequences at all.
        case never
    }

    /// The capabilities the environment describes.
    ///
    /// - `colorDepth`: `never` → none; `NO_COLOR` non-empty → none (unless `always`);
    ///   otherwise ``colorDepth(term:colorTerm:)``, raised to 256 colors by `always`.
    /// - `glyphs`: Unicode when the locale (the first non-empty of `LC_ALL`, `LC_CTYPE`,
    ///   `LANG`) names UTF-8; ASCII for `C`, `POSIX`, another charset, or none set.
    /// - `addressesCursor`: `false` for `TERM=dumb`.
    /// - `hyperlinks`: `FORCE_HYPERLINK` decides when set (`0` off, anything else on, as
    ///   the supports-hyperlinks package reads it); otherwise ``hyperlinks(term:)``.
    ///
    /// - Parameters:
    ///   - environment: The variables, like `ProcessInfo.processInfo.environment`.
    ///   - colorChoice: The app's override (`--color`).
    public init(environment: [String: String], colorChoice: ColorChoice = .auto) {
        let term = environment["TERM"]
        let detected = Self.colorDepth(term: term, colorTerm: environment["COLORTERM"])
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let depth: ColorDepth
        switch colorChoice {
        case .never: depth = .none
        case .always: depth = max(detected, .palette256)
        case .auto: depth = noColor ? .none : detected
        }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let hyperlinks = environment["FORCE_HYPERLINK"].flatMap { $0.isEmpty ? nil : $0 != "0" } ?? Self.hyperlinks(term: term)
        self.init(
            colorDepth: depth, glyphs: Self.isUTF8(locale: locale) ? .unicode : .ascii,
            addressesCursor: term != "dumb", hyperlinks: hyperlinks)
    }

    /// Whether a terminal of this `TERM` takes OSC 8 hyperlinks harmlessly.
    ///
    /// Every terminal that parses OSC strings either shows the link (VTE, kitty, iTerm2,
    /// WezTerm, foot, Windows Terminal, Alacritty, tmux 3.4+ with its `hyperlinks`
    /// feature) or drops the sequence (xterm, tmux 3.3 and older, which logs "unknown
    /// '8'"), so the answer is yes unless the terminal is known to print it: the Linux
    /// console (`linux`, `linux-16color`), which leaves its OSC state at the `8` and
    /// shows the URL as text, and `dumb`.
    public static func hyperlinks(term: String?) -> Bool {
        let term = (term ?? "").lowercased()
        return term != "dumb" && term != "linux" && !term.hasPrefix("linux-")
    }

    /// The depth a terminal shows, from `TERM` and `COLORTERM`.
    ///
    /// `COLORTERM` `truecolor` or `24bit`, or a `TERM` ending in `-direct`: true color;
    /// a `TERM` ending in `-256color`: 256; a `TERM` of a known color terminal family
    /// (`xterm`, `screen`, `tmux`, `linux`, `rxvt`, `vt220`, …) or containing `color`:
    /// 16; `dumb`, unset or unknown: none.
    public static func colorDepth(term: String?, colorTerm: String?) -> ColorDepth {
        let term = (term ?? "").lowercased()
        if term == "dumb" { return .none }
        if let colorTerm = colorTerm?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.hasSuffix("-direct") { return .trueColor }
        if term.hasSuffix("-256color") || term.hasSuffix("-256") { return .palette256 }
        let families = [
            "xterm", "screen", "tmux", "vt100", "vt220", "rxvt", "linux", "ansi", "cygwin", "putty", "konsole",
            "alacritty", "foot", "kitty", "wezterm", "st",
        ]
        if term.contains("color") || families.contains(where: { term == $0 || term.hasPrefix($0 + "-") }) {
            return .ansi16
        }
        return .none
    }

    /// Whether a locale name (`en_US.UTF-8`, `C.utf8`, `C`) uses UTF-8; `nil` is the C locale.
    public static func isUTF8(locale: String?) -> Bool {
        guard let locale, locale != "C", locale != "POSIX" else { return false }
        guard let dot = locale.firstIndex(of: ".") else { return false }
        let charset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
        return charset.lowercased().filter { $0 != "-" && $0 != "_" } == "utf8"
    }
}
