import TrellisViews

/// A view bound to a reactor: ReactorKit's `View` protocol.
///
/// Setting ``reactor`` cancels the old reactor's bindings first (ReactorKit's `disposeBag`
/// reset), then calls ``bind(reactor:in:)`` with a fresh bag. While bound, the view also
/// takes the reactor's `Action` type off the responder chain: a subview that sends
/// `Reactor.Action` up the chain reaches this view's reactor, with no wiring.
///
/// ```swift
/// final class FavoriteButton: View, ReactorView {
///     let reactorBinding = ReactorBinding<CatReactor>()
///     let label = Label()
///
///     func bind(reactor: CatReactor, in bag: BindingBag) {
///         reactor.observe(\.favoriteCount) { [label] in label.text = "♥ \($0)" }.store(in: bag)
///     }
///     func tap() { reactor?.send(.toggleFavorite) }
/// }
/// button.reactor = CatReactor(cat: tabby)
/// ```
@MainActor
public protocol ReactorView: AnyObject {
    /// The reactor type the view shows.
    associatedtype ViewReactor: Reactor

    /// Where the view keeps its reactor and its bindings:
    /// `let reactorBinding = ReactorBinding<CatReactor>()`.
    var reactorBinding: ReactorBinding<ViewReactor> { get }

    /// Binds the view to `reactor`: observe its state, store the observations in `bag`.
    /// Called each time a reactor is set (after the previous bindings were cancelled).
    func bind(reactor: ViewReactor, in bag: BindingBag)

    /// Whether the view can bind now; a ``DeferredReactorView`` waits until it is in a host.
    var isReadyToBind: Bool { get }
}

extension ReactorView {
    /// The view's reactor. Setting it cancels the old bindings, then binds the new one
    /// (unless the view waits to be in a host); `nil` unbinds.
    public var reactor: ViewReactor? {
        get { reactorBinding.reactor }
        set { reactorBinding.replace(with: newValue, in: self) }
    }

    /// By default a view binds as soon as its reactor is set.
    public var isReadyToBind: Bool { true }

    /// Binds a reactor that was set before the view was ready; does nothing otherwise.
    public func bindPendingReactor() {
        reactorBinding.bindIfPending(in: self)
    }
}

/// A reactor view that binds only once it is in a host (its root has a
/// `View.hostResponder`): ReactorKit's `StoryboardView`, for views whose
/// bindings need the views a host builds. A reactor set earlier waits; call
/// ``ReactorView/bindPendingReactor()`` when the view is shown (its first
/// `layoutSubviews()` is a good place).
///
/// ```swift
/// override func layoutSubviews() {
///     bindPendingReactor()
///     …
/// }
/// ```
@MainActor
public protocol DeferredReactorView: ReactorView {}

extension DeferredReactorView {
    /// Whether the view's root has a host responder.
    public var isReadyToBind: Bool {
        guard let view = self as? View else { return true }
        var root = view
        while let parent = root.superview { root = parent }
        return root.hostResponder != nil
    }
}
