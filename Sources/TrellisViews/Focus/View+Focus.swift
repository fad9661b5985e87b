// What a view tells the focus engine, and what the engine tells it.

extension View {
    /// Whether the view has keyboard focus: set by the ``FocusEngine`` that focused it
    /// (read-only here, as UIKit's `isFocused` is), then ``didUpdateFocus(_:)`` is called.
    public var hasFocus: Bool { _hasFocus }

    /// Whether the engine may focus the view now: it can take focus, it and every
    /// ancestor show, and it has an area.
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public var isFocusable: Bool {
        guard canBecomeFocused, _frame.width > 0, _frame.height > 0 else { return false }
        return isShownWithAncestors
    }

    /// Whether neither the view nor an ancestor is hidden: whether it can appear on screen
    /// (a view that loads what it shows waits for this, as AAPL's collection view
    /// controller waits for `viewWillAppear:`).
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public var isShownWithAncestors: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return true
    }

    /// The nearest view, this one or an ancestor, that is a focus scope (``isFocusScope``).
    var enclosingFocusScope: View? {
        sequence(first: self, next: \.superview).first { $0.isFocusScope }
    }
}

extension Style {
    /// This focus style over `base`: merged, but reverse video only when this style asks
    /// for it, so a reversed base (a selected segment) does not invert the focus colours.
    public func focus(over base: Style) -> Style {
        var style = merged(over: base)
        style.reverse = reverse
        return style
    }
}
