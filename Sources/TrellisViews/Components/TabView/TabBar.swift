/// The row of tab titles at the top of a ``TabView``: each title padded by a cell on each
/// side, a cell apart, the selected one in ``selectedTabStyle``. It takes focus, so ←/→ go
/// through the tabs from it, and a click on a title selects that tab.
public final class TabBar: View {
    /// The titles, first tab first.
    public private(set) var titles: [String]
    /// The tab shown as selected.
    var selectedIndex = 0 { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    /// Called with the index of a title clicked.
    var onClickTab: (@MainActor (Int) -> Void)?

    /// The other tabs' titles (a theme's ``Theme/StyleName/tab``).
    public var tabStyle = Theme.standard[.tab] { didSet { setNeedsDisplay() } }
    /// The selected tab's title (a theme's ``Theme/StyleName/tabSelected``).
    public var selectedTabStyle = Theme.standard[.tabSelected] { didSet { setNeedsDisplay() } }
    /// The selected tab's title while the bar has focus, over ``selectedTabStyle``.
    public var focusedTabStyle = Theme.standard[.focused] { didSet { setNeedsDisplay() } }

    init(titles: [String]) {
        self.titles = titles
        super.init()
    }

    /// Each title's first column and width (its text and a cell of padding on each side).
    ///
    /// - Complexity: O(*c*) for the titles' characters.
    var tabColumns: [(x: Int, width: Int)] {
        var x = 0
        return titles.map { title in
            let width = CharacterWidth.of(title) + 2
            defer { x += width + 1 }
            return (x, width)
        }
    }

    /// The tab whose title is at column `x`, if any.
    func tab(atColumn x: Double) -> Int? {
        guard x.isFinite, x >= 0 else { return nil }
        return tabColumns.firstIndex { Double($0.x) <= x && x < Double($0.x + $0.width) }
    }

    /// The bar takes focus: ←/→ go through the tabs from it.
    public override var canBecomeFocused: Bool { true }

    /// One row, as long as its titles.
    public override var intrinsicContentSize: Size {
        let last = tabColumns.last.map { $0.x + $0.width } ?? 0
        return Size(width: Double(last), height: 1)
    }

    /// Draws the titles.
    public override func draw(_ context: inout DrawingContext) {
        let selected = hasFocus ? focusedTabStyle.focus(over: selectedTabStyle) : selectedTabStyle
        for (index, column) in tabColumns.enumerated() {
            context.draw(" \(titles[index]) ", x: column.x, y: 0, style: index == selectedIndex ? selected : tabStyle)
        }
    }

    /// Selects the tab whose title was clicked; a click beside the titles goes on.
    public override func handleClick(at point: Point) -> Bool {
        guard point.y.isFinite, point.y >= 0, point.y < 1, let index = tab(atColumn: point.x) else { return false }
        onClickTab?(index)
        return true
    }

    /// "Details, tab 2 of 3": the selected tab and its place, after the bar's
    /// ``View/accessibilityLabel`` when it has one.
    public override var accessibilityFocusDescription: String? {
        guard titles.indices.contains(selectedIndex) else { return accessibilityLabel }
        return [accessibilityLabel, "\(titles[selectedIndex]), tab \(selectedIndex + 1) of \(titles.count)"].compactMap { $0 }
            .joined(separator: ", ")
    }

    /// The selected tab's column, where a host's accessible mode puts its cursor.
    public override var accessibilityCursorPoint: Point? {
        let columns = tabColumns
        return Point(x: Double(columns.indices.contains(selectedIndex) ? columns[selectedIndex].x : 0), y: 0)
    }
}
