/// The toasts an app is showing, newest on top, in a column the app places over its
/// content (at the bottom right): Android's toasts, Textual's notifications.
///
/// The stack measures time with an injected clock (``now``), so a test moves time by
/// hand. While a toast waits to expire the stack ``isAnimating``, so a host draws it at
/// every animation step, and each time it draws it drops the toasts whose time is up
/// (``removeExpired()``), as a spinner steps its glyph when it is drawn. Each toast is
/// announced once, when posted; a click on a toast dismisses it (on its action's title,
/// it performs the action first), and Ctrl-N (scope `toast`, ``installKeys(on:)``)
/// dismisses the newest.
///
/// ```swift
/// let toasts = theme.toastStack()
/// root.addSubview(toasts)
/// toasts.constraints.make { make in make.right.bottom.equalToSuperview().inset(1) }
/// toasts.installKeys(on: root)
/// toasts.post(Toast("Saved"))
/// ```
public final class ToastStack: View {
    /// One toast shown, with its identity and when it goes.
    public struct Entry: Sendable, Hashable {
        /// Its identity, for ``ToastStack/dismiss(id:)``.
        public var id: Int
        /// The toast.
        public var toast: Toast
        /// When it goes; `nil` while it stays until dismissed.
        public var expiry: ContinuousClock.Instant?
    }

    /// The toasts, oldest first (the newest is drawn on top).
    public private(set) var entries: [Entry] = []
    /// The clock toasts expire by: the continuous clock by default, a test's own instant.
    public var now: @MainActor () -> ContinuousClock.Instant
    /// How many toasts show at once, the newest; older ones wait (and expire) unseen. 3.
    public var maximumCount = 3 { didSet { contentDidChange() } }
    /// The widest a toast grows before its message wraps, in cells; 40.
    public var maximumWidth: Double = 40 { didSet { contentDidChange() } }
    /// An information toast's style (a theme's `.toast`).
    public var infoStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }
    /// An error toast's style (a theme's `.toastError`).
    public var errorStyle = Style(foreground: .red, bold: true, reverse: true) { didSet { setNeedsDisplay() } }
    /// Called with a toast whose action title was clicked (before the toast goes).
    public var onAction: (@MainActor (Toast) -> Void)?
    private var nextID = 0

    /// An empty stack measuring time with `now`.
    public init(now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
        super.init()
        isHidden = true
    }

    /// Whether no toast is shown.
    public var isEmpty: Bool { entries.isEmpty }

    /// The toasts drawn, newest first.
    public var visibleEntries: [Entry] { Array(entries.suffix(max(0, maximumCount)).reversed()) }

    /// Shows `toast` on top and announces it (``View/announce(_:)``).
    ///
    /// - Returns: Its identity, for ``dismiss(id:)``.
    @discardableResult
    public func post(_ toast: Toast) -> Int {
        nextID += 1
        let expiry = toast.duration.map { now() + $0 }
        entries.append(Entry(id: nextID, toast: toast, expiry: expiry))
        contentDidChange()
        announce(toast.spokenText)
        return nextID
    }

    /// Takes down the toast with identity `id`; returns whether it was shown.
    @discardableResult
    public func dismiss(id: Int) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return false }
        entries.remove(at: index)
        contentDidChange()
        return true
    }

    /// Takes down the newest toast; returns whether there was one.
    @discardableResult
    public func dismissNewest() -> Bool {
        guard let newest = entries.last else { return false }
        return dismiss(id: newest.id)
    }

    /// Takes down every toast whose time is up by ``now``; returns whether any went.
    ///
    /// - Complexity: O(*n*) for the *n* toasts.
    @discardableResult
    public func removeExpired() -> Bool {
        let time = now()
        let count = entries.count
        entries.removeAll { entry in entry.expiry.map { $0 <= time } ?? false }
        guard entries.count != count else { return false }
        contentDidChange()
        return true
    }

    /// Whether a toast waits to expire: a host draws the stack at each animation step
    /// while one does.
    public override var isAnimating: Bool { entries.contains { $0.expiry != nil } }

    /// The toasts' size: the widest by their rows, one blank row between two.
    public override var intrinsicContentSize: Size { stackSize }

    /// Drops expired toasts, then draws the others, newest on top, right-aligned.
    public override func draw(_ context: inout DrawingContext) {
        removeExpired()
        drawToasts(&context)
    }

    /// A click on a toast dismisses it; on its action's title, ``onAction`` runs first.
    public override func handleClick(at point: Point) -> Bool {
        toastClicked(at: point)
    }

    /// "2 notifications, newest: Saved".
    public override var accessibilityFocusDescription: String? {
        guard let newest = entries.last else { return accessibilityLabel }
        let count = "\(entries.count) notification\(entries.count == 1 ? "" : "s")"
        return [accessibilityLabel, count, "newest: \(newest.toast.spokenText)"].compactMap { $0 }.joined(separator: ", ")
    }

    /// `toasts=2`.
    public override var debugDetails: String? { "toasts=\(entries.count)" }

    func contentDidChange() {
        isHidden = entries.isEmpty
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        // A superview placing the stack by hand (at its size, in a corner) places it again.
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }
}
