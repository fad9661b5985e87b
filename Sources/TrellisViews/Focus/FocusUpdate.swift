/// Which way ``FocusEngine/moveFocus(_:)`` goes along the focus chain: Tab and Shift-Tab.
public enum FocusDirection: Hashable, Sendable {
    /// The next view in the chain (Tab), wrapping from the last to the first.
    case next
    /// The previous view in the chain (Shift-Tab), wrapping from the first to the last.
    case previous
}

/// A change of focus, as the views involved learn of it in ``View/didUpdateFocus(_:)``
/// (UIKit's `UIFocusUpdateContext`).
@MainActor
public struct FocusUpdate {
    /// The view that had focus, if any.
    public let previouslyFocusedView: View?
    /// The view that has focus now, if any.
    public let nextFocusedView: View?

    /// A change from `previous` to `next`.
    public init(from previous: View?, to next: View?) {
        previouslyFocusedView = previous
        nextFocusedView = next
    }
}
