import TrellisShell

/// How densely the breeds grid is laid out: a user preference, kept per user across log
/// out (TrellisShell's `UserPreferenceStores`), switched in Settings and applied to the list at once.
public enum CatsGridDensity: String, CaseIterable, Sendable, PreferenceConvertible {
    /// Three columns from 32 cells wide: more breeds on a screen.
    case compact
    /// Two columns from 50 cells wide (the default).
    case comfortable

    /// The density in a user's preferences, ``comfortable`` when none is stored.
    public static let preference = PreferenceKey<CatsGridDensity>("cats.gridDensity", default: .comfortable)

    /// The most columns of All.
    public var numberOfColumns: Int { self == .compact ? 3 : 2 }
    /// The narrowest a column of All may be.
    public var minimumColumnWidth: Double { self == .compact ? 32 : 50 }
    /// The other density, what Enter on Settings' Grid row switches to.
    public var toggled: CatsGridDensity { self == .compact ? .comfortable : .compact }

    /// Stores this density as the user's ``preference``.
    public func store(in preferences: any PreferenceStore) throws(PreferenceError) {
        try preferences.set(self, for: Self.preference)
    }
}
