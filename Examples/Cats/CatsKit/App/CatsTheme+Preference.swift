import Foundation
import TrellisShell

extension CatsTheme: PreferenceConvertible {
    /// The user's theme in their preferences (TrellisShell's `PreferenceKey`), ``dark``
    /// when none is stored.
    public static let preference = PreferenceKey<CatsTheme>("cats.theme", default: .dark)

    /// The theme to show: the `--theme` flag when given (it wins and is not stored), else
    /// the stored preference, else ``dark``.
    ///
    /// - Throws: ``TrellisShell/PreferenceError/unexpectedValue(key:value:expected:)`` when
    ///   no flag is given and the stored value names no theme.
    public static func chosen(flag: CatsTheme?, preferences: any PreferenceStore) throws(PreferenceError) -> CatsTheme {
        if let flag { return flag }
        return try preferences.value(for: preference)
    }

    /// Stores this theme as the preference ``chosen(flag:preferences:)`` reads.
    public func store(in preferences: any PreferenceStore) throws(PreferenceError) {
        try preferences.set(self, for: Self.preference)
    }
}

extension UserPreferenceStores {
    /// Cats's users' preferences: `preferences.<user id>.json` in `directory` (in memory
    /// when nil), a new user starting from the theme chosen before sign-in in `shared`.
    public static func cats(directory: URL? = nil, shared: any PreferenceStore = InMemoryPreferenceStore()) -> UserPreferenceStores {
        UserPreferenceStores(directory: directory, shared: shared, inheriting: [CatsTheme.preference.name])
    }
}
