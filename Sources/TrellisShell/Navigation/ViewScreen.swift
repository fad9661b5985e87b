import TrellisReactor
import TrellisViews

/// A screen whose root view has a known class, kept typed: Facebook's
/// `@property MyProfileView *view`. The view class is made by `makeView`, once.
///
/// ```swift
/// let screen = ViewScreen(title: "Profile") { ProfileView(user: user) }
/// screen.contentView.nameLabel.text   // typed, no cast
/// ```
@MainActor
open class ViewScreen<ContentView: View>: Screen {
    private let makeView: @MainActor () -> ContentView
    private var made: ContentView?

    /// A screen whose root view `makeView` makes on first use.
    public init(title: String, menuItem: MenuItem? = nil, makeView: @escaping @MainActor () -> ContentView) {
        self.makeView = makeView
        super.init(title: title, menuItem: menuItem)
    }

    /// The root view, typed.
    public var contentView: ContentView {
        _ = view
        return made!  // set by loadView(), which `view` has just called
    }

    public final override func loadView() -> View {
        let view = makeView()
        made = view
        return view
    }
}

/// A screen whose root view is bound to a reactor while the screen is shown: bound as it
/// appears, unbound (its bindings cancelled) once it has disappeared, bound again when it
/// comes back. The reactor lives as long as the screen, so its state survives.
///
/// ```swift
/// let screen = ReactorScreen(title: "Cats", reactor: CatsReactor(store: store)) { CatsView() }
/// navigator.push(screen)   // CatsView.bind(reactor:in:) runs now
/// ```
@MainActor
open class ReactorScreen<ContentView: View & ReactorView>: ViewScreen<ContentView> {
    /// The reactor the view is bound to while shown; `nil` shows the view unbound.
    public let reactor: ContentView.ViewReactor?

    /// A screen showing `makeView`'s view bound to `reactor`.
    public init(
        title: String, menuItem: MenuItem? = nil, reactor: ContentView.ViewReactor?,
        makeView: @escaping @MainActor () -> ContentView
    ) {
        self.reactor = reactor
        super.init(title: title, menuItem: menuItem, makeView: makeView)
    }

    open override func viewWillAppear() {
        super.viewWillAppear()
        if let reactor { contentView.reactor = reactor }
    }

    open override func viewDidDisappear() {
        super.viewDidDisappear()
        if reactor != nil { contentView.reactor = nil }
    }
}
