import TrellisViews

/// What every gallery page is made with: the theme, and the ways to reach the terminal
/// app that runs it (which a page made in a test or a snapshot may not have).
///
/// ```swift
/// let context = GalleryContext()
/// context.focus = { view in app.focusedView = view }
/// let page = FieldsPage(context: context)
/// ```
@MainActor
public final class GalleryContext {
    /// The look of every page.
    public let theme: Theme
    /// Gives `view` keyboard focus (the shell sets it to the terminal app's focused view).
    /// Does nothing until set.
    public var focus: @MainActor (View) -> Void = { _ in }
    /// The view with keyboard focus, as far as the host knows; `nil` until set.
    public var focusedView: @MainActor () -> View? = { nil }

    /// A context with `theme`.
    public init(theme: Theme = .standard) {
        self.theme = theme
    }
}

/// A page of the gallery: a view that declares its keys (`bindKeys`, so help and the hint
/// line are generated from them) and names the view that takes the keys first.
@MainActor
public protocol GalleryPageView: View {
    /// The view keys go to when the page is shown.
    var preferredFocus: View? { get }
}
