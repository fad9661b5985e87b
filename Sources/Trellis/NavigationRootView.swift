// A terminal app's whole screen for a navigator: TrellisShell's navigation and
// TrellisTerminal's overlay and focus engine meet here, in the umbrella module that sees
// both, so an app does not write this glue itself.

import TrellisShell
import TrellisTerminal
import TrellisViews

/// The whole terminal for a navigator: its screen above, a status line at the bottom.
///
/// It is the navigator's `NavigationHost`, as a `UINavigationController`'s view is the
/// window's root: a pushed screen replaces ``content``, and the app's focus engine
/// remembers what had focus in the screen going away and gives it back on the pop. A
/// modal screen (a help, an error) goes to the terminal app's overlay, a focus scope;
/// without an app (a snapshot, a test) it is kept in ``modal`` and drawn inset over the
/// content.
///
/// ```swift
/// let root = NavigationRootView(statusLine: StatusLine())
/// let navigator = StackNavigator(root: listScreen)
/// navigator.host = root
/// let app = TerminalApp(root: root, backend: POSIXTerminal())
/// root.app = app
/// ```
@MainActor
open class NavigationRootView<StatusLine: View>: View, NavigationHost {
    /// The navigator's current screen (with its navigation bar).
    public private(set) var content: View?
    /// The modal view shown above the content, if any.
    public private(set) var modal: View?
    /// The line at the bottom.
    public let statusLine: StatusLine
    /// The host (a `TerminalApp`, or any `AppHost`), when there is one: screens hand focus
    /// over through its focus engine, modals go to its overlay.
    public weak var app: AppHost?
    /// How a screen's focused back button ("‹ Cats") looks: a theme's `.focused`.
    public var focusedStyle = Style(reverse: true)
    /// Called after the navigator shows another screen (an app updates its hints).
    public var onContentChange: @MainActor () -> Void = {}
    /// Called with the root's width when a layout pass finds it changed (the terminal
    /// resized): a `SplitNavigator` shown by ``show(_:)`` adapts to it.
    public var onWidthChange: (@MainActor (Double) -> Void)?
    /// The width the last layout pass saw.
    private var laidOutWidth: Double?

    /// A root with `statusLine` along the bottom row.
    public init(statusLine: StatusLine) {
        self.statusLine = statusLine
        super.init()
        key = "root"
        addSubview(statusLine)
    }

    /// Shows `view` instead of the current screen, focusing `focus`, else what had focus
    /// when `view` was last shown, else `view`.
    public func showRoot(_ view: View, focus: View?) {
        let old = content
        (view as? ScreenContainerView)?.navigationBar.backButton.focusedStyle = focusedStyle
        content?.removeFromSuperview()
        content = view
        insertSubview(view, at: 0)
        setNeedsLayout()
        app?.focusEngine.handOver(from: old, to: view, preferring: focus, fallback: view)
        onContentChange()
    }

    /// Shows `view` above the screen: in the app's overlay, or kept in ``modal``.
    public func showModal(_ view: View, focus: View?) {
        modal = view
        if let app {
            app.presentOverlay(view, focus: focus)
        } else {
            addSubview(view)
            setNeedsLayout()
        }
    }

    /// Removes the modal view.
    public func dismissModal() {
        if let app, app.overlay === modal {
            app.dismissOverlay()
        } else {
            modal?.removeFromSuperview()
        }
        modal = nil
    }

    /// The content above the status line; a kept modal inset over it.
    open override func layoutSubviews() {
        let width = bounds.width
        let height = bounds.height
        if width != laidOutWidth {
            laidOutWidth = width
            onWidthChange?(width)
        }
        content?.frame = Rect(x: 0, y: 0, width: width, height: max(0, height - 1))
        statusLine.frame = Rect(x: 0, y: max(0, height - 1), width: width, height: 1)
        if let modal, modal.superview === self {
            modal.frame = Rect(x: 4, y: 1, width: max(0, width - 8), height: max(0, height - 3))
        }
    }
}
