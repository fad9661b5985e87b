// What a view asks of the host it is shown in, beyond drawing: a modal overlay above the
// screen (a dialog, a select's popover), keyboard focus and the clipboard. The host is found as
// announcements find it, through the nearest `View.hostServices` up the tree, so a control
// in TrellisViews needs no host module (UIKit's `UIViewController.present(_:animated:)`
// reached from a view through its window, `UIPasteboard.general`).

/// A host's services to the views it shows: presenting and dismissing overlays, moving
/// keyboard focus, and the clipboard. TrellisHost's `AppHost` provides them to its tree while it runs.
@MainActor
public protocol HostServices: AnyObject {
    /// Shows `overlay` modally above everything shown, where `placement` puts it, with
    /// keyboard focus on `focus` (or the overlay); a second overlay stacks above the first.
    func pushOverlay(_ overlay: View, placement: OverlayPlacement, focus: View?)

    /// Removes `overlay` (and any overlay stacked above it) and gives focus back to the
    /// view that had it when `overlay` was shown.
    func dismissOverlay(_ overlay: View)

    /// Puts `text` on the system clipboard (a terminal's OSC 52, a browser's clipboard).
    func copyToClipboard(_ text: String)

    /// Gives keyboard focus to `view` when it can take it (``View/isFocusable``), is in the
    /// tree the host shows and, while an overlay is shown, inside the topmost one; returns
    /// whether `view` has focus afterwards.
    func focus(_ view: View) -> Bool

    /// The tree the host shows needs a frame: a view in it asked for display or layout
    /// after the last frame had drawn everything. A host that draws only when asked (the
    /// browser host, which runs no timer for an idle tab) schedules one; a host that draws
    /// on a timer has nothing to do (the default).
    func treeNeedsFrame()
}

extension HostServices {
    /// Nothing: the host draws on its own timer.
    public func treeNeedsFrame() {}
}

extension View {
    /// The host services of the nearest view, from this one up, that has them.
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public var nearestHostServices: (any HostServices)? {
        var view: View? = self
        while let current = view {
            if let services = current.hostServices { return services }
            view = current.superview
        }
        return nil
    }

    /// Shows `overlay` modally above the screen, where `placement` puts it, with focus on
    /// `focus` (or the overlay): keys go to it, Tab stays inside it, clicks outside it are
    /// ignored, until ``dismissOverlay(_:)``. A second overlay stacks above the first (a
    /// select's popover inside a dialog).
    ///
    /// ```swift
    /// select.presentOverlay(popover, placement: .anchored(to: select.frameInRoot, size: popover.fittingSize), focus: popover)
    /// ```
    ///
    /// - Returns: Whether a host presented it; `false` for a view that is not hosted.
    @discardableResult
    public func presentOverlay(_ overlay: View, placement: OverlayPlacement, focus: View? = nil) -> Bool {
        guard let services = nearestHostServices else { return false }
        services.pushOverlay(overlay, placement: placement, focus: focus)
        return true
    }

    /// Removes `overlay`, shown by ``presentOverlay(_:placement:focus:)``, with the overlays
    /// above it, and gives focus back to where it was. Does nothing when it is not shown.
    public func dismissOverlay(_ overlay: View) {
        nearestHostServices?.dismissOverlay(overlay)
    }

    /// Asks the host showing this view to give it keyboard focus: UIKit's
    /// `becomeFirstResponder`, for a view that takes over from another one the user was in
    /// (a table shown in place of a list, the content of a tab just chosen). A view that
    /// cannot take focus, is hidden, or sits under a dialog keeps it where it is, and the
    /// accessible mode says what took it, as it does for Tab.
    ///
    /// ```swift
    /// list.isHidden = true
    /// table.isHidden = false
    /// if list.hasFocus { table.becomeFocused() }
    /// ```
    ///
    /// - Returns: Whether this view has focus afterwards; `false` for a view no host shows.
    @discardableResult
    public func becomeFocused() -> Bool {
        nearestHostServices?.focus(self) ?? false
    }

    /// Puts `text` on the clipboard of the host showing this view: a terminal host writes
    /// it with OSC 52 (which the terminal may refuse; most accept it), a browser host
    /// hands it to the page's clipboard.
    ///
    /// - Returns: Whether a host took it; `false` for a view that is not hosted.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard let services = nearestHostServices else { return false }
        services.copyToClipboard(text)
        return true
    }
}
