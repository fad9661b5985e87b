// Asking for the accessible mode: a flag (`--accessible`, `--no-accessible`) or the
// `ACCESSIBLE` environment variable, which Charm's `huh` reads as "any non-empty value".

extension AccessibilityOptions {
    /// The options the user asked for: the flag when given (`true` for `--accessible`,
    /// `false` for `--no-accessible`), else what `ACCESSIBLE` says
    /// (``isRequested(byEnvironmentValue:)``).
    ///
    /// - Parameters:
    ///   - environment: The variables, like `ProcessInfo.processInfo.environment`.
    ///   - flag: The command line's choice, `nil` when it made none. It wins over the
    ///     environment either way.
    public init(environment: [String: String], flag: Bool? = nil) {
        let requested = flag ?? Self.isRequested(byEnvironmentValue: environment["ACCESSIBLE"])
        self = requested ? .accessible : .standard
    }

    /// Whether a value of `ACCESSIBLE` asks for the accessible mode.
    ///
    /// As `huh` reads it, any non-empty value asks; but a value that says no, `0`,
    /// `false`, `no` or `off` (any case, spaces around ignored), does not, since a person
    /// who writes `ACCESSIBLE=0` means it. Unset, empty or only spaces: no. Anything else
    /// (`1`, `yes`, `true`, `screenreader`, even a typo) asks: wrongly turning the mode on
    /// costs a sighted user a visible cursor, wrongly leaving it off costs a blind user the app.
    public static func isRequested(byEnvironmentValue value: String?) -> Bool {
        let word = (value ?? "").trimmingWhitespace.lowercased()
        return !word.isEmpty && !["0", "false", "no", "off"].contains(word)
    }
}

extension String {
    /// The text without spaces, tabs or line breaks at either end.
    fileprivate var trimmingWhitespace: String {
        let isSpace = { (character: Character) in character.isWhitespace }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
