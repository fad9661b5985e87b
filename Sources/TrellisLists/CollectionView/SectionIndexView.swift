import TrellisViews

/// The narrow column down a list's right edge that lists its section index titles, as
/// `UITableView`'s index does: one title a row, centred down the list's height. Clicking a row (or typing
/// a title, where the host binds keys) jumps to that title's section.
///
/// When there are more titles than rows, the rows show titles evenly spaced across the
/// whole index, first and last included, and each row jumps to the title it shows.
@MainActor
public final class SectionIndexView: View {
    /// Every title of the index, top to bottom.
    public private(set) var titles: [String] = []
    /// Shows the titles, one a line.
    let label = Label()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        key = "sectionIndex"
        label.lineLimit = 0
        label.alignment = .center
        addSubview(label)
    }

    /// The columns the index takes: its widest title and a space before it; 0 with no titles.
    public var columnWidth: Double {
        guard let widest = titles.map({ CharacterWidth.of(Self.displayTitle($0)) }).max() else { return 0 }
        return Double(widest + 1)
    }

    /// Shows `titles`.
    func setTitles(_ titles: [String]) {
        guard titles != self.titles else { return }
        self.titles = titles
        setNeedsLayout()
    }

    /// Which title the view's row `row` shows (and jumps to), or `nil` above the first
    /// or below the last shown title.
    ///
    /// - Complexity: O(1).
    public func titleIndex(atRow viewRow: Int) -> Int? {
        titleIndex(atShownRow: viewRow - firstTitleRow)
    }

    /// Which title the `row`th shown row (0 for the first title's) shows.
    private func titleIndex(atShownRow row: Int) -> Int? {
        let rows = shownRowCount
        guard row >= 0, row < rows else { return nil }
        guard titles.count > rows else { return row }
        return rows == 1 ? 0 : (row * (titles.count - 1) + (rows - 1) / 2) / (rows - 1)
    }

    /// The rows showing a title: every title, or as many as fit.
    var shownRowCount: Int { min(titles.count, max(0, Int(bounds.height.rounded(.down)))) }

    /// The view's row that shows the first title: the titles are centred vertically, as
    /// `UITableView` centres its index, so a short index leaves the list's top line alone.
    public var firstTitleRow: Int { (max(0, Int(bounds.height.rounded(.down))) - shownRowCount) / 2 }

    /// The titles as shown, one a row.
    public var shownTitles: [String] {
        (0..<shownRowCount).compactMap { titleIndex(atShownRow: $0).map { Self.displayTitle(titles[$0]) } }
    }

    /// The search symbol shows as a magnifier; other titles as they are.
    static func displayTitle(_ title: String) -> String {
        title == SectionIndex.searchSymbol ? "⌕" : title
    }

    public override func layoutSubviews() {
        // The label spans the view from its top, blank above the titles, so a click on a
        // title has the same row in the label as in the index (the click's point is the
        // label's when it lands on the label).
        label.text = String(repeating: "\n", count: firstTitleRow) + shownTitles.joined(separator: "\n")
        label.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 1), height: Double(firstTitleRow + shownRowCount))
    }
}
