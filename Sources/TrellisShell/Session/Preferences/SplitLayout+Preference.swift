import TrellisViews

/// A split view's layout kept as a preference: one string per pane, its fraction
/// (`"0.4"`) or its cells (`"24 cells"`), then ` collapsed` when it is (AppKit's
/// `NSSplitView` autosaving its divider positions in the user defaults). The split view never
/// sees the store: the app reads the key into `SplitView.layout` and writes
/// `SplitView.onLayoutChange`'s layouts back.
///
/// ```swift
/// let mailSplit = PreferenceKey("mail.split", default: SplitLayout(fractions: [0.3, 0.7]))
/// split.layout = (try? preferences.value(for: mailSplit)) ?? mailSplit.defaultValue
/// split.onLayoutChange = { try? preferences.set($0, for: mailSplit) }
/// ```
extension SplitLayout: PreferenceConvertible {
    /// The layout the strings describe, or `nil` when one of them is not a pane's length
    /// (a file edited by hand): the key's error says what was expected.
    public init?(preferenceValue: PreferenceValue) {
        guard case let .strings(panes) = preferenceValue else { return nil }
        var lengths: [Length] = []
        var collapsed: [Bool] = []
        for pane in panes {
            var words = pane.split(separator: " ").map(String.init)
            let isCollapsed = words.last == "collapsed"
            if isCollapsed { words.removeLast() }
            switch (words.count, words.last) {
            case (2, "cells"):
                guard let cells = Int(words[0]) else { return nil }
                lengths.append(.cells(cells))
            case (1, _):
                guard let fraction = Double(words[0]), fraction.isFinite else { return nil }
                lengths.append(.fraction(fraction))
            default: return nil
            }
            collapsed.append(isCollapsed)
        }
        self.init(lengths: lengths, collapsed: collapsed)
    }

    /// `["0.4", "24 cells collapsed"]`.
    public var preferenceValue: PreferenceValue {
        .strings(
            lengths.indices.map { index in
                let length =
                    switch lengths[index] {
                    case .fraction(let fraction): "\(fraction.isFinite ? fraction : 0)"
                    case .cells(let cells): "\(cells) cells"
                    }
                return isCollapsed(index) ? length + " collapsed" : length
            })
    }

    /// What a stored layout must look like, for the key's error.
    public static var expectedPreference: String { "a list of pane lengths such as [\"0.4\", \"24 cells collapsed\"]" }
}
