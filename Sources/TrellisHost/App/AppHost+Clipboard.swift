import TrellisViews

// The host's services to its views (`View.presentOverlay`, `View.becomeFocused`,
// `View.copyToClipboard`): the overlays are AppHost+Navigation's; focus and the clipboard
// are here. A copy is kept until the next
// frame, when the host sends it on its own way (a terminal's OSC 52, the page's clipboard).

extension AppHost: HostServices {
    /// A view of the tree asked for display or layout: whoever waits to run frames on
    /// demand hears of it.
    public func treeNeedsFrame() {
        frameRequestObserver?()
    }

    /// The most text one copy may put on the clipboard, in UTF-8 bytes: 1 MiB. Terminals
    /// cap OSC 52 near here (xterm's default is smaller), and a page's message limit too.
    public nonisolated static let maximumClipboardBytes = 1 << 20

    /// Puts `text` on the clipboard: it becomes ``lastCopiedText`` and goes out with the
    /// next frame (a terminal host writes it with OSC 52; a browser host sends it to the
    /// page, which writes the browser's clipboard). Says "Copied 12 characters" in the
    /// accessible mode. Text over ``maximumClipboardBytes`` is refused, and said so
    /// ("Not copied: 3 MB is more than the clipboard takes (1 MB)"), never cut short;
    /// empty text copies nothing.
    public func copyToClipboard(_ text: String) {
        guard !text.isEmpty else { return }
        let bytes = text.utf8.count
        guard bytes <= Self.maximumClipboardBytes else {
            lastClipboardRefusal = "Not copied: \(Self.megabytes(bytes)) is more than the clipboard takes (1 MB)"
            announceAlways(lastClipboardRefusal ?? "")
            return
        }
        lastClipboardRefusal = nil
        lastCopiedText = text
        pendingClipboard = text
        redrawRequested = true
        frameRequestObserver?()
        let count = text.count
        announce("Copied \(count) character\(count == 1 ? "" : "s")")
    }

    /// Focuses `view` (`View.becomeFocused()`) when it is focusable, in the tree this host
    /// shows, and inside the topmost overlay while one is shown; says what took focus in
    /// the accessible mode. Returns whether `view` has focus afterwards.
    @discardableResult
    public func focus(_ view: View) -> Bool {
        guard view.isFocusable, view !== focusedView else { return view === focusedView }
        let shown = focusEngine.root.map { view.isDescendant(of: $0) } ?? false
        guard shown || focusEngine.presentedScopeViews.contains(where: { view.isDescendant(of: $0) }) else { return false }
        guard focusEngine.focus(containing: view) === view else { return false }
        announceFocus()
        return true
    }

    /// The text a view last put on the clipboard through this host.
    public var lastCopiedText: String? {
        get { layers.lastCopiedText }
        set { layers.lastCopiedText = newValue }
    }

    /// Why the last copy was refused (too big), or `nil` when it was taken.
    public package(set) var lastClipboardRefusal: String? {
        get { layers.lastClipboardRefusal }
        set { layers.lastClipboardRefusal = newValue }
    }

    /// The text copied since the last call, for the host to send; `nil` when none.
    package func takePendingClipboard() -> String? {
        defer { pendingClipboard = nil }
        return pendingClipboard
    }

    /// Says a refusal whether or not the accessible mode is on: the app's handler shows it.
    private func announceAlways(_ sentence: String) {
        lastAnnouncement = sentence
        onAnnouncement?(sentence)
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
