import TrellisViews

/// The container controls together (AppKit's `NSSplitView` and `NSScrollView`, UIKit's
/// `UITabBarController`, Textual's `ScrollableContainer` and `TabbedContent`): a split view
/// whose left pane scrolls a hundred numbered lines and whose right pane holds three tabs.
///
/// Drag the divider or press Ctrl-←/→ to move it, Ctrl-B to collapse the lines; scroll them
/// with the wheel, the arrows and Page Up/Down, or drag the thumb; switch tabs with
/// Ctrl-PgUp/PgDn, Alt-1…3 or a click, and see the note typed in a tab still there when you
/// come back. The last row shows the split's layout as an app would store it.
@MainActor
public final class ContainersPage: View, GalleryPageView {
    /// The hundred lines, scrolled.
    public let scrollView: ScrollView
    /// The lines and the tabs, side by side.
    public let splitView: SplitView
    /// Details, a note and the keys.
    public let tabView: TabView
    /// The note typed in the second tab, kept across switches.
    public let noteField = TextField(placeholder: "type a note, switch tabs, come back")
    /// The split's layout, as preferences would store it.
    public let layoutLabel: Label

    /// The page, styled by `context`'s theme.
    public init(context: GalleryContext) {
        let theme = context.theme
        let lines = View()
        for row in 0..<100 {
            let label = theme.label(row % 10 == 0 ? .title : .body, text: "Line \(row + 1) of 100")
            label.frame = Rect(x: 1, y: Double(row), width: 22, height: 1)
            lines.addSubview(label)
        }
        scrollView = theme.scrollView(content: lines)
        scrollView.contentSize = Size(width: 24, height: 100)
        scrollView.accessibilityLabel = "Lines"
        let details = theme.label(.body, text: "A split view of a scroll view and a tab view.\nEach tab keeps its views while hidden.")
        details.lineLimit = 0
        let keys = theme.label(
            .caption,
            text: "Ctrl-←/→ move the divider · Ctrl-B collapse the lines\n"
                + "↑/↓ PgUp/PgDn Home/End scroll · drag the thumb\nCtrl-PgUp/PgDn Alt-1…3 switch tabs · ←/→ on the tab bar")
        keys.lineLimit = 0
        let note = View()
        note.addSubview(noteField)
        tabView = theme.tabView(tabs: ["Details": details, "Note": note, "Keys": keys])
        splitView = theme.splitView(panes: [scrollView, tabView])
        splitView.paneNames = ["lines", "tabs"]
        splitView.minimumLengths = [12, 20]
        splitView.layout = SplitLayout(fractions: [0.4, 0.6])
        layoutLabel = theme.label(.caption)
        super.init()
        key = "containers"
        addSubviews(["split": splitView, "layout": layoutLabel])
        tabView.requestFocus = { context.focus($0) }
        splitView.onLayoutChange = { [weak self] layout in self?.showLayout(layout) }
        showLayout(splitView.layout)
    }

    /// Keys go to the scroll view first.
    public var preferredFocus: View? { scrollView }

    /// The split above, the stored layout on the last row; the note field on the note tab's
    /// first row.
    public override func layoutSubviews() {
        let splitHeight = max(0, bounds.height - 1)
        splitView.frame = Rect(x: 0, y: 0, width: bounds.width, height: splitHeight)
        layoutLabel.frame = Rect(x: 1, y: splitHeight, width: max(0, bounds.width - 2), height: min(1, bounds.height))
        noteField.frame = Rect(x: 1, y: 1, width: 30, height: 1)
    }

    private func showLayout(_ layout: SplitLayout) {
        layoutLabel.text = "Stored layout: \(layout)"
    }
}
