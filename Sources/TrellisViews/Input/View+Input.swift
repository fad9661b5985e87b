// Input on its way up the responder chain: a key, a paste or a click a host sends is
// offered to each view it reaches through the view's overridable methods
// (`handleKey(_:)`, `handlePaste(_:)`, `handleClick(at:)`) before its action handlers.

extension View {
    /// Offers `action` to ``handleKey(_:)``, ``handlePaste(_:)`` or ``handleClick(at:)``
    /// when it is a key, a paste or a click; returns whether the view took it.
    func respondToInput(_ action: ResponderAction) -> Bool {
        switch action.name {
        case ResponderAction.Name.key.rawValue:
            guard let event = action.payload(for: .key) else { return false }
            return handleKey(event)
        case ResponderAction.Name.paste.rawValue:
            guard let text = action.payload(for: .paste) else { return false }
            return handlePaste(text)
        case ResponderAction.Name.click.rawValue:
            guard let point = action.payload(for: .click) else { return false }
            return handleClick(at: convert(point, from: action.sender))
        default:
            return false
        }
    }

    /// `point`, in `view`'s coordinates, in this view's (both in the same tree); `point`
    /// itself when there is no `view`.
    ///
    /// - Complexity: O(*d*) for the two views' depths.
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view, view !== self else { return point }
        let from = view.frameInRoot.origin
        let to = frameInRoot.origin
        return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
}
