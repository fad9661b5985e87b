import TrellisShell
import TrellisTerminal
import TrellisViews

/// The whole terminal: the navigator's screen above, the status line at the bottom.
///
/// It is the navigator's ``TrellisShell/NavigationHost``: a pushed screen replaces
/// ``content``; a modal one (a link's error, the help) is shown in the terminal app's
/// overlay. Without an app (a snapshot, a test) modals are kept in ``modal`` and drawn
/// over the content.
@MainActor
public final class CatsRootView: View, NavigationHost {
    /// The navigator's current screen (with its navigation bar).
    public private(set) var content: View?
    /// The modal view shown above the content, if any.
    public private(set) var modal: View?
    /// The line at the bottom.
    public let statusLine: View
    /// The terminal app, when there is one.
    public weak var app: TerminalApp?
    /// How a focused back button ("‹ Cats") looks: the theme's `.focused`, set by the shell.
    public var focusedStyle = Style(reverse: true)
    /// Called after the navigator shows another screen (the shell updates the hints).
    public var onContentChange: @MainActor () -> Void = {}

    public init(statusLine: View) {
        self.statusLine = statusLine
        super.init()
        key = "root"
        addSubview(statusLine)
    }

    public func showRoot(_ view: View, focus: View?) {
        let old = content
        (view as? ScreenContainerView)?.navigationBar.backButton.focusedStyle = focusedStyle
        content?.removeFromSuperview()
        content = view
        insertSubview(view, at: 0)
        setNeedsLayout()
        // The app's focus engine remembers what had focus in the screen going away and
        // gives it back when that screen shows again (a pop).
        app?.focusEngine.handOver(from: old, to: view, preferring: focus, fallback: view)
        app?.requestRedraw()
        onContentChange()
    }

    public func showModal(_ view: View, focus: View?) {
        modal = view
        if let app {
            app.presentOverlay(view, focus: focus)
        } else {
            addSubview(view)
            setNeedsLayout()
        }
    }

    public func dismissModal() {
        if let app, app.overlay === modal {
            app.dismissOverlay()
        } else {
            modal?.removeFromSuperview()
        }
        modal = nil
    }

    public override func layoutSubviews() {
        let width = bounds.width
        let height = bounds.height
        content?.frame = Rect(x: 0, y: 0, width: width, height: max(0, height - 1))
        statusLine.frame = Rect(x: 0, y: max(0, height - 1), width: width, height: 1)
        if let modal, modal.superview === self {
            modal.frame = Rect(x: 4, y: 1, width: max(0, width - 8), height: max(0, height - 3))
        }
    }
}
