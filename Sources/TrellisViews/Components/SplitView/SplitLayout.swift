/// How a ``SplitView`` shares its length among its panes: each pane's share (a fraction of
/// what the cell-sized panes leave, or a number of cells) and whether it is collapsed.
///
/// A value an app keeps in its preferences, as AppKit's `NSSplitView` keeps its divider
/// positions under an `autosaveName`: the split view reports it after each change the user
/// makes (``SplitView/onLayoutChange``) and takes it back through ``SplitView/layout``.
/// Fractions survive a window of another size; cells stay put (a sidebar of 24 columns).
///
/// ```swift
/// split.layout = preferences[.mailSplit] ?? SplitLayout(fractions: [0.3, 0.7])
/// split.onLayoutChange = { preferences[.mailSplit] = $0 }
/// ```
public struct SplitLayout: Codable, Sendable, Hashable, CustomStringConvertible {
    /// One pane's share of the split view's length.
    public enum Length: Codable, Sendable, Hashable, CustomStringConvertible {
        /// A fraction of the length the cell-sized panes leave, in proportion to the other
        /// fractions (they need not add up to 1; NaN and negatives count as 0).
        case fraction(Double)
        /// A number of cells (negatives count as 0).
        case cells(Int)

        /// `40%` or `24 cells`.
        public var description: String {
            switch self {
            case .fraction(let fraction): "\(Int((fraction.isFinite ? fraction * 100 : 0).rounded()))%"
            case .cells(let cells): "\(cells) cells"
            }
        }
    }

    /// Each pane's share, first pane first.
    public var lengths: [Length]
    /// Whether each pane is collapsed (missing entries are `false`).
    public var collapsed: [Bool]

    /// A layout of `lengths`, with the panes `collapsed` says (one flag per pane: missing
    /// flags are `false`, extra ones dropped).
    public init(lengths: [Length], collapsed: [Bool] = []) {
        self.lengths = lengths
        self.collapsed = lengths.indices.map { collapsed.indices.contains($0) && collapsed[$0] }
    }

    /// A layout sharing the length by `fractions`, nothing collapsed.
    public init(fractions: [Double]) {
        self.init(lengths: fractions.map(Length.fraction))
    }

    /// `count` equal fractions.
    public static func equal(_ count: Int) -> SplitLayout {
        SplitLayout(fractions: Array(repeating: 1 / Double(max(count, 1)), count: max(count, 0)))
    }

    /// Whether pane `index` is collapsed.
    public func isCollapsed(_ index: Int) -> Bool {
        collapsed.indices.contains(index) && collapsed[index]
    }

    /// `[40%, 60%]`, with collapsed panes marked (`[24 cells (collapsed), 100%]`).
    public var description: String {
        let panes = lengths.indices.map { "\(lengths[$0])\(isCollapsed($0) ? " (collapsed)" : "")" }
        return "[\(panes.joined(separator: ", "))]"
    }

    /// The layout for `count` panes: a stored layout of another count (an older version of
    /// the app) is cut or padded with equal fractions, never trusted to fit.
    func fitted(to count: Int) -> SplitLayout {
        guard lengths.count != count || collapsed.count != count else { return self }
        let padding = SplitLayout.equal(count).lengths
        let fitted = (0..<count).map { $0 < lengths.count ? lengths[$0] : padding[$0] }
        return SplitLayout(lengths: fitted, collapsed: (0..<count).map { isCollapsed($0) })
    }
}
