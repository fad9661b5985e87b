/// Something in the responder chain: it may handle an action, and names the next
/// responder to try when it doesn't.
///
/// A ``View``'s next responder is its superview; a root's is its
/// ``View/hostResponder`` (a screen, a reactor adapter) — whatever the host installs
/// above the tree. A cell's favorite button sends `.favorite` and the screen that
/// knows what to do with it handles it, with no wiring between the two, as
/// `AAPLCatDetailHeader`'s favorite button in Apple's Advanced Collection Views sample
/// sends `toggleFavorite:` up the chain with `UIView (Helpers)`'s `aapl_sendAction:`
/// rather than through a delegate.
///
/// ```swift
/// extension ResponderAction.Name where Payload == CatID {
///     static var favorite: Self { "favorite" }
/// }
///
/// final class CatsScreen: Responder {
///     var next: (any Responder)? { nil }
///     func respond(to action: ResponderAction) -> Bool {
///         guard let id = action.payload(for: .favorite) else { return false }
///         favorites.toggle(id)
///         return true
///     }
/// }
/// ```
@MainActor
public protocol Responder: AnyObject, Sendable {
    /// The responder to try after this one, or `nil` at the end of the chain.
    var next: (any Responder)? { get }
    /// Handles `action` and returns `true`, or returns `false` to pass it on.
    func respond(to action: ResponderAction) -> Bool
}

extension Responder {
    /// Sends `action` up the chain from this responder to the first that handles it.
    ///
    /// An action nobody handles is not dropped silently: it goes to the
    /// ``View/unhandledActionHandler`` of the last view on the chain (the root, where
    /// a host sets it; by default, printed to standard error), or to standard error
    /// when no view is on the chain, and the result says so.
    ///
    /// - Returns: Who handled it, or the chain it travelled unhandled.
    /// - Complexity: O(*d*) for the chain's length.
    @discardableResult
    public func send(_ action: ResponderAction) -> ActionDelivery {
        var path: [String] = []
        var root: View?
        var responder: (any Responder)? = self
        while let current = responder {
            if current.respond(to: action) { return .handled(by: current) }
            if let view = current as? View {
                path.append(view.debugName)
                root = view
            } else {
                path.append("\(type(of: current))")
            }
            responder = current.next
        }
        let delivery = ActionDelivery.unhandled(action, path: path)
        if let root {
            root.unhandledActionHandler(delivery)
        } else {
            printToStandardError("[TrellisViews] \(delivery)")
        }
        return delivery
    }

    /// The chain from this responder upwards, this one first.
    public var responderChain: [any Responder] {
        var chain: [any Responder] = []
        var responder: (any Responder)? = self
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}
