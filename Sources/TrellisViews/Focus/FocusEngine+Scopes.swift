// Presented scopes (a host's overlay, a dialog) and the focus each screen keeps.

extension FocusEngine {
    /// Presents `scope` (an overlay, a dialog): focus goes to `focus`, or to `scope`, and
    /// ``moveFocus(_:)`` stays inside `scope` until ``dismissScope(_:)``, which gives
    /// back the focus it had before. Presenting a scope already presented only moves focus.
    public func presentScope(_ scope: View, focus view: View? = nil) {
        if !presentedScopes.contains(where: { $0.scope === scope }) {
            presentedScopes.append((scope, WeakFocus(focusedView)))
        }
        focus(view ?? scope)
    }

    /// Puts `newScope` where the innermost presented scope was (a host replacing its
    /// overlay), keeping the focus to give back, and focuses `focus` or `newScope`.
    /// Presents `newScope` when no scope is presented.
    public func replacePresentedScope(with newScope: View, focus view: View? = nil) {
        guard let top = presentedScopes.popLast() else { return presentScope(newScope, focus: view) }
        presentedScopes.append((newScope, top.focusBelow))
        focus(view ?? newScope)
    }

    /// Ends `scope`'s presentation and gives focus back to the view that had it when the
    /// scope was presented (when it was the innermost scope). Does nothing for a scope
    /// that is not presented.
    public func dismissScope(_ scope: View) {
        guard let index = presentedScopes.lastIndex(where: { $0.scope === scope }) else { return }
        let removed = presentedScopes.remove(at: index)
        if index == presentedScopes.count { focus(removed.focusBelow.view) }
    }

    /// The presented scopes, outermost first.
    public var presentedScopeViews: [View] { presentedScopes.map(\.scope) }

    /// A host shows `new` where `old` was (a navigator's push or pop, a replaced root):
    /// remembers the view that had focus inside `old`, then focuses `preferred`, else the
    /// view that had focus when `new` was last handed away, else `fallback`. While a scope
    /// is presented, the chosen view becomes the focus given back when it is dismissed.
    ///
    /// ```swift
    /// engine.handOver(from: listScreen, to: detailScreen, preferring: detailScreen.list)
    /// engine.handOver(from: detailScreen, to: listScreen, preferring: nil)   // the row it left
    /// ```
    ///
    /// - Returns: The view chosen.
    @discardableResult
    public func handOver(from old: View?, to new: View, preferring preferred: View?, fallback: View? = nil) -> View? {
        let current = presentedScopes.first.map { $0.focusBelow.view } ?? focusedView
        if let old, let current, current.isDescendant(of: old) {
            rememberedFocus = rememberedFocus.filter { $0.value.screen.view != nil && $0.value.focus.view != nil }
            rememberedFocus[ObjectIdentifier(old)] = (WeakFocus(old), WeakFocus(current))
        }
        let chosen = preferred ?? self.rememberedFocus(in: new) ?? fallback
        if presentedScopes.isEmpty {
            focus(chosen)
        } else {
            presentedScopes[0].focusBelow = WeakFocus(chosen)
        }
        return chosen
    }

    /// The view that had focus when `screen` was last handed away, while it is still
    /// inside `screen`.
    public func rememberedFocus(in screen: View) -> View? {
        guard let entry = rememberedFocus[ObjectIdentifier(screen)], entry.screen.view === screen,
            let focus = entry.focus.view, focus.isDescendant(of: screen)
        else { return nil }
        return focus
    }
}
