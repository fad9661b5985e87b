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

/// A page of the gallery: a view with its keys and the view that takes the keys first.
@MainActor
public protocol GalleryPageView: View {
    /// Every key of the page, most useful first (the status line shows the first few).
    var keyHelp: [KeyHelp] { get }
    /// The view keys go to when the page is shown.
    var preferredFocus: View? { get }
    /// Whether letters typed on the page are text (a field has focus): the shared keys
    /// offered are then F1 for help and Ctrl-C to quit, which work there.
    var typesText: Bool { get }
}

extension GalleryPageView {
    /// Most pages take letters as shortcuts.
    public var typesText: Bool { false }
}
