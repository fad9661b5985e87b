/// Where a data source is in loading its content: the states of AAPL's
/// `AAPLContentLoading` state machine.
///
/// ```
/// initial ──▶ loadingContent ──▶ contentLoaded ◀──▶ refreshingContent
///                  │                  ▲  │                 │
///                  ▼                  │  ▼                 ▼
///                error ◀────────▶ noContent ◀──────── (any of the three)
/// ```
///
/// The legal moves are exactly AAPL's (see ``canTransition(to:)``); moving to the
/// state you are in is a no-op, and any other move is a programmer error.
///
/// It is what a list renders (its placeholder, whether changes are held), not a second
/// model to keep in step: a hand-written data source moves it with its ``LoadingToken``s,
/// and a data source bound to a reactor (TrellisReactor's `bindSections`) follows the
/// reactor's `Loadable`, which is then the only loading state the app writes.
public enum LoadingState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Nothing has been loaded or asked for yet.
    case initial
    /// The first load is under way: nothing to show yet.
    case loadingContent
    /// A later load is under way: the old content stays on screen meanwhile.
    case refreshingContent
    /// The last load produced content.
    case contentLoaded
    /// The last load produced nothing to show.
    case noContent
    /// The last load failed.
    case error

    /// Whether the state machine allows moving from `self` to `next`. Moving to the same
    /// state is allowed (and does nothing).
    ///
    /// - Complexity: O(1).
    public func canTransition(to next: LoadingState) -> Bool {
        if next == self { return true }
        switch self {
        case .initial:
            return next == .loadingContent
        case .loadingContent, .refreshingContent:
            return next == .contentLoaded || next == .noContent || next == .error
        case .contentLoaded:
            return next == .refreshingContent || next == .noContent || next == .error
        case .noContent:
            return next == .refreshingContent || next == .contentLoaded || next == .error
        case .error:
            return next != .initial
        }
    }

    /// Whether a load is under way.
    public var isLoading: Bool { self == .loadingContent || self == .refreshingContent }

    public var description: String { rawValue }
}
