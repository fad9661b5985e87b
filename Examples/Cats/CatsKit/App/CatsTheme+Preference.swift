import TrellisShell

/// A stored theme preference that names no Cats theme (the preferences file is bad input
/// from disk): it carries the key and what was found there.
public enum CatsThemeError: Error, Equatable, CustomStringConvertible {
    /// The value at `key` is not `"dark"` or `"light"`.
    case unknownPreference(key: String, value: PreferenceValue)

    public var description: String {
        switch self {
        case let .unknownPreference(key, value):
            "preference '\(key)' is \(value), not one of \(CatsTheme.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
        }
    }
}

extension CatsTheme {
    /// The key the chosen theme is stored under in a session's preferences
    /// (TrellisShell's ``TrellisShell/PreferenceStore``, Facebook's `FBPreferences`).
    public static let preferenceKey = "cats.theme"

    /// The theme to show: the `--theme` flag when given, else the stored preference, else
    /// ``dark``. The flag wins and is not stored.
    ///
    /// - Throws: ``CatsThemeError/unknownPreference(key:value:)`` when no flag is given and
    ///   the stored value names no theme.
    public static func chosen(flag: CatsTheme?, preferences: any PreferenceStore) throws(CatsThemeError) -> CatsTheme {
        if let flag { return flag }
        guard let stored = preferences.value(forKey: preferenceKey) else { return .dark }
        guard case let .string(name) = stored, let theme = CatsTheme(rawValue: name) else {
            throw .unknownPreference(key: preferenceKey, value: stored)
        }
        return theme
    }

    /// Stores this theme as the preference ``chosen(flag:preferences:)`` reads.
    ///
    /// - Throws: the store's ``TrellisShell/PreferenceError`` when it cannot be written.
    public func store(in preferences: any PreferenceStore) throws(PreferenceError) {
        try preferences.set(.string(rawValue), forKey: Self.preferenceKey)
    }
}
