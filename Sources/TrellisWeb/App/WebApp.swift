import TrellisHost
import TrellisViews

/// Runs a view tree for one browser tab: messages from the page come in as input, and
/// each frame goes out as one message holding only the cells that changed (the format is
/// described in `FrameEncoder.swift`). An `AppHost`, as TrellisTerminal's `TerminalApp`
/// is: the same root and overlay, focus, key delivery and painter, with a browser's
/// messages where a terminal has bytes.
///
/// The network is not its business: whoever owns the tab's socket hands each message to
/// ``receive(_:)`` and sends what ``nextFrame()`` returns, once per frame.
///
/// ```swift
/// let app = WebApp(root: screen, size: GridSize(columns: 100, rows: 30))
/// app.start()
/// try app.receive(Array(#"{"t":"key","key":"ArrowDown"}"#.utf8))
/// if let frame = app.nextFrame() { try await socket.send(frame) }
/// ```
@MainActor
public final class WebApp: AppHost {
    /// How much the page may send, and how big its window may be.
    public let limits: WebLimits
    /// Whether the page has keyboard focus (its last `focus` message); the caret shows only then.
    public private(set) var pageHasFocus = true
    /// Whether the page said it is going away (``BrowserMessage/leaving``) since it last
    /// connected: the server lets such a session yield its place to a new tab.
    public private(set) var pageIsLeaving = false

    var back: CellBuffer
    var encoder: FrameEncoder

    /// How ``nextFrame()`` writes frames: the binary layout (a binary WebSocket message)
    /// or JSON (a text one). A ``WebServer`` sets it from its configuration.
    public var frameEncoding: WebFrameEncoding {
        get { encoder.encoding }
        set { encoder.encoding = newValue }
    }

    /// An app showing `root` in a window of `size` cells (the page reports its real size
    /// in its first message).
    ///
    /// - Parameters:
    ///   - root: The tree drawn, sized to the window.
    ///   - size: The window's size in cells until the page says otherwise.
    ///   - accessibility: The accessible mode's parts; the default is the standard mode.
    ///   - limits: How much the page may send.
    ///   - frameEncoding: How frames are written: the binary layout, or JSON to debug.
    public init(
        root: View, size: GridSize = GridSize(columns: 80, rows: 24), accessibility: AccessibilityOptions = .standard,
        limits: WebLimits = .standard, frameEncoding: WebFrameEncoding = .binary
    ) {
        self.limits = limits
        back = CellBuffer(width: size.columns, height: size.rows)
        encoder = FrameEncoder(columns: size.columns, rows: size.rows, encoding: frameEncoding)
        super.init(root: root, size: size, accessibility: accessibility)
        // The page's accessible mirror hears every announcement, in any mode: a browser's
        // screen reader reads the live regions, never the grid.
        announcementObserver = { [unowned self] sentence in
            if unsaidAnnouncements.count == Self.keptAnnouncements { unsaidAnnouncements.removeFirst() }
            unsaidAnnouncements.append(sentence)
            if !isInFrame { frameWaker?() }
        }
        // What the frame being run asks for itself is seen right after it (wantsTicks).
        frameRequestObserver = { [unowned self] in if !isInFrame { frameWaker?() } }
        onResize = { [unowned self] newSize in
            back = CellBuffer(width: newSize.columns, height: newSize.rows)
            encoder.resize(columns: newSize.columns, rows: newSize.rows)
        }
    }

    /// Starts hosting: the next ``nextFrame()`` sends the whole screen.
    public func start() {
        attach()
    }

    /// Stops hosting; the root gets its own handlers back.
    public func stop() {
        detach()
    }

    /// Whether the app asked to end (`quit()`, or Ctrl-C nobody handled): the tab's
    /// session closes.
    public var hasQuit: Bool { quitRequested }

    /// A reloaded page, which shows nothing yet: the next frame sends every style and cell.
    public func pageReloaded() {
        pageIsLeaving = false
        sentFocusDescription = nil
        sentHeadings = nil
        encoder.restart()
        requestRedraw()
    }

    /// Reads one message from the page and delivers what it says.
    ///
    /// - Returns: How many inputs it delivered: one for most messages, one per character
    ///   for a composed text (each typed as a key), which a server counts against the
    ///   tab's message rate, so a text costs what typing it would.
    /// - Throws: ``BrowserMessageError`` when the message is too big, not JSON, or names
    ///   something out of range; nothing was delivered, and the app is as it was.
    @discardableResult
    public func receive(_ json: some Collection<UInt8>) throws(BrowserMessageError) -> Int {
        switch try BrowserMessage(json: json, limits: limits) {
        case .input(let event):
            handle(event)
        case .text(let text):
            for character in text { handle(.key(KeyEvent(.character(character)))) }
            return text.count
        case .focus(let focused):
            pageHasFocus = focused
        case .leaving:
            pageIsLeaving = true
        }
        return 1
    }

    /// Runs one frame (the app's `onFrame`, then spinners) and returns the message that
    /// brings the page up to date, or `nil` when nothing it shows changed.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* repainted cells.
    public func nextFrame() -> [UInt8]? {
        isInFrame = true
        defer { isInFrame = false }
        onFrame?()
        advanceAnimations()
        var spans: [Range<Int>] = []
        var focus = sentFocusDescription
        var headings = sentHeadings ?? []
        if needsFrame || encoder.clearsNext {
            spans = paintFrame(into: &back, everything: encoder.clearsNext)
            // Focus moves, what it describes and the headings shown change only with
            // something to draw.
            focus = focusedView?.accessibilityFocusDescription ?? ""
            headings = visibleHeadings()
        }
        let changedFocus = focus == sentFocusDescription ? nil : focus
        let changedHeadings = HeadingChange.changes(from: sentHeadings ?? [], to: headings)
        let say = unsaidAnnouncements
        let frame = encoder.encode(
            back, spans: spans, cursor: pageHasFocus ? cursorTarget : nil, copy: takePendingClipboard(), focus: changedFocus, say: say,
            headings: changedHeadings)
        if frame != nil {
            sentFocusDescription = focus
            sentHeadings = headings
            unsaidAnnouncements.removeAll(keepingCapacity: true)
        }
        return frame
    }

    /// Whether the app wants another frame on the timer: a visible spinner moves, or the
    /// frame just run left something to draw (a view it drew asked again). Otherwise it
    /// runs a frame only when asked (``frameWaker``).
    var wantsTicks: Bool { isAnimating || needsFrame }

    /// Whether ``nextFrame()`` is running: what it asks for does not wake the writer at
    /// once (a view that marks itself whenever it is drawn would spin it), but the timer.
    private var isInFrame = false

    /// Called, on the main actor, whenever the app needs a frame: a view asked for display
    /// or layout, a redraw or a frame was requested, something was copied or announced.
    /// The tab's socket sets it to wake its writer; an idle tab runs no frames at all.
    var frameWaker: (@MainActor () -> Void)?

    /// What the page's mirror says is focused now; nil before the first frame of a page.
    private var sentFocusDescription: String?
    /// The headings the page's mirror lists now; nil before the first frame of a page.
    private var sentHeadings: [String]?
    /// Announcements since the last frame, at most ``keptAnnouncements`` (the latest).
    private var unsaidAnnouncements: [String] = []
    /// How many announcements wait for a frame at most: a burst keeps its latest.
    static let keptAnnouncements = 16
}
