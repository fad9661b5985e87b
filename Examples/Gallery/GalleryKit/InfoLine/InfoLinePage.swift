import TrellisViews

/// A gallery page that is one line of text over one view (the data table's page, the tree
/// view's): the line says what was opened last and which of the page's keys answer a load
/// still waiting, the view under it fills the rest and takes the keys.
///
/// ```swift
/// final class TreeViewPage: View, GalleryPageView, InfoLinePage {
///     var contentView: View { tree }
///     init(context: GalleryContext) {
///         …
///         installInfoLine(theme: context.theme)
///         show("open server to load it")
///     }
///     override func layoutSubviews() { layoutInfoLine() }
/// }
/// ```
@MainActor
protocol InfoLinePage: View {
    /// The line on the top row, in the theme's `.caption`.
    var infoLabel: Label { get }
    /// The view under the line.
    var contentView: View { get }
}

extension InfoLinePage {
    /// Adds the line (its key `info`) and the view under it.
    func installInfoLine(theme: Theme) {
        infoLabel.key = "info"
        infoLabel.style = theme[.caption]
        addSubview(infoLabel)
        addSubview(contentView)
    }

    /// Says `text` on the line.
    func show(_ text: String) {
        infoLabel.text = " " + text
        setNeedsDisplay()
    }

    /// The line on the top row, the view in the rows under it.
    func layoutInfoLine() {
        infoLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(1, bounds.height))
        contentView.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
    }
}
