import TrellisShell
import TrellisViews

/// A navigator screen showing one gallery page (Facebook's view controller around its
/// view): the page's title in the bar, its keys for the status line.
@MainActor
public final class GalleryScreen: Screen {
    /// The page shown.
    public let page: any GalleryPageView
    /// Which page it is; `nil` for the home menu.
    public let kind: GalleryPage?

    /// A screen titled `title` showing `page`.
    public init(title: String, kind: GalleryPage?, page: any GalleryPageView) {
        self.page = page
        self.kind = kind
        super.init(title: title)
    }

    /// The page itself.
    public override func loadView() -> View { page }

    /// The page's own choice.
    public override var preferredFocus: View? { page.preferredFocus }
}
