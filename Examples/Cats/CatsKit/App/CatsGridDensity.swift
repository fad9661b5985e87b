import TrellisShell

/// How densely the breeds grid is laid out: a user preference, kept per user across log
/// out (``CatsUserPreferences``), switched in Settings and applied to the list at once.
public enum CatsGridDensity: String, CaseIterable, Sendable {
    /// Three columns from 32 cells wide: more breeds on a screen.
    case compact
    /// Two columns from 50 cells wide (the default).
    case comfortable

    /// The key the density is stored under in a user's preferences.
    public static let preferenceKey = "cats.gridDensity"

    /// The most columns of All.
    public var numberOfColumns: Int { self == .compact ? 3 : 2 }
    /// The narrowest a column of All may be.
    public var minimumColumnWidth: Double { self == .compact ? 32 : 50 }
    /// The other density, what Enter on Settings' Grid row switches to.
    public var toggled: CatsGridDensity { self == .compact ? .comfortable : .compact }

    /// The stored density, ``comfortable`` when none is stored.
    ///
    /// - Throws: ``CatsPreferenceError/unknownValue(key:value:allowed:)`` when the stored
    ///   value names no density (the file is bad input from disk: said, never overwritten).
    public static func stored(in preferences: any PreferenceStore) throws(CatsPreferenceError) -> CatsGridDensity {
        guard let stored = preferences.value(forKey: preferenceKey) else { return .comfortable }
        guard case let .string(name) = stored, let density = CatsGridDensity(rawValue: name) else {
            throw .unknownValue(key: preferenceKey, value: stored, allowed: allCases.map(\.rawValue))
        }
        return density
    }

    /// Stores this density as the preference ``stored(in:)`` reads.
    ///
    /// - Throws: the store's ``TrellisShell/PreferenceError`` when it cannot be written.
    public func store(in preferences: any PreferenceStore) throws(PreferenceError) {
        try preferences.set(.string(rawValue), forKey: Self.preferenceKey)
    }
}

/// A stored preference whose value the app does not know (the preferences file is bad input
/// from disk): it names the key, what was found and what is allowed.
public enum CatsPreferenceError: Error, Equatable, CustomStringConvertible {
    /// The value at `key` is not one of `allowed`.
    case unknownValue(key: String, value: PreferenceValue, allowed: [String])

    public var description: String {
        switch self {
        case let .unknownValue(key, value, allowed):
            "preference '\(key)' is \(value), not one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
    }
}
