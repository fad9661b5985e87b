/// Owns keyboard focus for one host's view tree: which view has it, the order Tab
/// moves it in, the scopes that keep it inside a dialog, and where it was on each screen.
///
/// Named after UIKit's and tvOS's focus engine (`UIFocusSystem`: views say whether they
/// ``View/canBecomeFocused``, and learn of changes in ``View/didUpdateFocus(_:)``) and
/// AppKit's key view loop (`nextKeyView`: ``View/nextFocusView``, and a container's
/// ``View/focusOrder``). Each host (a terminal app, a browser page) makes its own engine;
/// nothing about focus is process-wide, so two hosts (or two tests) never share it.
///
/// - The **focus chain** is every focusable view of the current scope in reading order:
///   top to bottom, then left to right, by frame in root coordinates (see
///   ``focusChain(in:)``). ``moveFocus(_:)`` walks it and wraps around.
/// - A **scope** keeps ``moveFocus(_:)`` inside it: a presented one
///   (``presentScope(_:focus:)``, a host's overlay) while it is presented, or a view
///   marked ``View/isFocusScope`` while focus is inside it.
/// - **Screens** a host swaps (``handOver(from:to:preferring:fallback:)``) keep the view
///   that had focus in them, and get it back when shown again: a pop returns focus to
///   the row it left.
///
/// ```swift
/// let engine = FocusEngine(root: screen)
/// engine.focus(list)
/// engine.moveFocus(.next)      // Tab: the next focusable view below or right of the list
/// engine.focusedView           // that view; its hasFocus is true
/// ```
@MainActor
public final class FocusEngine {
    /// The tree whose views take focus; a host sets it to what it shows.
    public var root: View?

    /// The view with focus, or `nil`. It may be any view (a host sends keys to it); only
    /// views that can take focus are reached by ``moveFocus(_:)`` and clicks.
    public private(set) var focusedView: View?

    /// Called after every change of ``focusedView`` (a host redraws, or announces it).
    public var onFocusChange: (@MainActor (FocusUpdate) -> Void)?

    /// Presented scopes, innermost last, each with the focus to give back on dismissal.
    var presentedScopes: [(scope: View, focusBelow: WeakFocus)] = []
    /// The focused view of each screen handed away, by the screen's identity.
    var rememberedFocus: [ObjectIdentifier: (screen: WeakFocus, focus: WeakFocus)] = [:]

    /// An engine for the tree under `root` (set it later when the host has none yet).
    public init(root: View? = nil) {
        self.root = root
    }

    /// Gives `view` focus (or nobody, with `nil`): the old view's ``View/hasFocus`` turns
    /// off and the new one's on, then both hear ``View/didUpdateFocus(_:)``, then
    /// ``onFocusChange`` runs. Focusing the focused view again does nothing.
    public func focus(_ view: View?) {
        guard view !== focusedView else { return }
        let previous = focusedView
        focusedView = view
        previous?._hasFocus = false
        view?._hasFocus = true
        // A view may draw itself differently with focus (its `draw(in:)` reads
        // `hasFocus`): both are drawn again, and nothing else.
        previous?.setNeedsDisplay()
        view?.setNeedsDisplay()
        let update = FocusUpdate(from: previous, to: view)
        previous?.didUpdateFocus(update)
        view?.didUpdateFocus(update)
        for container in Self.containers(of: previous, and: view) { container.didUpdateFocus(update) }
        onFocusChange?(update)
    }

    /// The views containing `first` or `second` (not the views themselves), innermost
    /// first, each once: those that hear a focus change besides the two views.
    ///
    /// - Complexity: O(*d*) for the two views' depths.
    static func containers(of first: View?, and second: View?) -> [View] {
        var seen = Set<ObjectIdentifier>()
        for view in [first, second] { if let view { seen.insert(ObjectIdentifier(view)) } }
        var containers: [View] = []
        for view in [first, second] {
            for container in sequence(first: view?.superview, next: { $0?.superview }).compactMap({ $0 })
            where seen.insert(ObjectIdentifier(container)).inserted {
                containers.append(container)
            }
        }
        return containers
    }

    /// Focuses the nearest view that can take focus at or above `view` (a click on a cell
    /// focuses its list), inside the current scope; returns it, or `nil` when none can.
    ///
    /// - Complexity: O(*d*²) for `view`'s depth.
    @discardableResult
    public func focus(containing view: View) -> View? {
        guard let target = sequence(first: view, next: \.superview).first(where: { $0.isFocusable }) else { return nil }
        if let scope = currentScope, !target.isDescendant(of: scope) { return nil }
        focus(target)
        return target
    }

    /// Whether the focused view is in the engine's tree (or in a presented scope).
    var focusedViewIsShown: Bool {
        guard let focusedView else { return false }
        if let root, focusedView.isDescendant(of: root) { return true }
        return presentedScopes.contains { focusedView.isDescendant(of: $0.scope) }
    }
}

/// A view held weakly: focus remembered for a screen goes when the screen's views go.
@MainActor
struct WeakFocus {
    weak var view: View?

    init(_ view: View?) { self.view = view }
}
