import TrellisShell
import TrellisTerminal
import TrellisViews

/// The whole terminal: the navigator's screen above, the status line at the bottom.
///
/// It is the navigator's ``TrellisShell/NavigationHost``, as Cats's root view is: a pushed
/// screen replaces ``content``; a modal one (the help) goes to the terminal app's overlay,
/// or, without an app (a snapshot, a test), is kept in ``modal`` and drawn over the content.
/// Layout conflicts anywhere in the tree go to ``onLayoutConflict`` rather than to standard
/// error, which would draw over the screen.
@MainActor
public final class GalleryRootView: View, NavigationHost {
    /// The navigator's current screen, with its navigation bar.
    public private(set) var content: View?
    /// The modal view above the content, if any.
    public private(set) var modal: View?
    /// The line at the bottom.
    public let statusLine: GalleryStatusLine
    /// The terminal app, when there is one.
    public weak var app: TerminalApp?
    /// Called after the navigator shows another screen (the shell updates the hints).
    public var onContentChange: @MainActor () -> Void = {}
    /// Called with the constraints a layout pass could not satisfy.
    public var onLayoutConflict: @MainActor (LayoutError) -> Void = { _ in }

    /// A root with `statusLine` at the bottom.
    public init(statusLine: GalleryStatusLine) {
        self.statusLine = statusLine
        super.init()
        key = "root"
        addSubview(statusLine)
        layoutConflictHandler = { [weak self] error in self?.onLayoutConflict(error) }
    }

    public func showRoot(_ view: View, focus: View?) {
        let old = content
        content?.removeFromSuperview()
        content = view
        insertSubview(view, at: 0)
        setNeedsLayout()
        // The app's focus engine remembers what had focus in the screen going away and
        // gives it back when that screen shows again (a pop returns to the row it left).
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

    /// The content above the status line; a modal inset over it.
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
