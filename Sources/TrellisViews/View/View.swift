import TrellisSolver

/// A rectangle in a retained tree of views: the unit that the layout pass positions,
/// the responder chain routes actions through, and a host draws.
///
/// `View` plays the part of `UIView` for every Trellis host. A view has a ``frame`` in
/// its superview's coordinates (in points; the terminal host maps one point to one
/// character cell), ordered ``subviews``, a ``style`` for its background and
/// foreground, and a debug ``key`` that names it in constraint descriptions and in
/// ``recursiveDescription``.
///
/// Views are laid out either by frame (set ``frame`` directly; the default) or by
/// constraints (``constraints``, which also switches ``translatesFrameIntoConstraints``
/// off, as Masonry does). The layout pass runs on the root of the tree: see
/// ``layoutIfNeeded()``.
///
/// ```swift
/// let cell = View(frame: Rect(x: 0, y: 0, width: 40, height: 3))
/// let avatar = View()
/// avatar.key = "avatar"
/// cell.addSubview(avatar)
/// avatar.constraints.make { make in
///     make.left.top.equalToSuperview().offset(1)
///     make.size.equalTo(Size(width: 2, height: 1))
/// }
/// cell.layoutIfNeeded()
/// avatar.frame   // (1, 1, 2×1)
/// ```
///
/// Subclass to draw (override ``draw(_:)``), to take keys, clicks or pastes
/// (``handleKey(_:)``, ``handleClick(at:)``, ``handlePaste(_:)``) or to lay out children
/// by hand (override ``layoutSubviews()``);
/// prefer composing small views to deep class trees. Like UIKit, everything here runs
/// on the main actor.
@MainActor
open class View {
    // MARK: - Geometry

    // The storage a host reads for every view of every frame (`_frame`, `subviews`,
    // `isHidden`, `style`, the display flags) skips Swift's dynamic exclusivity checks,
    // which cost a frame of the Cats list a tenth of its time. Sound because every
    // access is on the main actor and none lasts across a call out: reads copy, and the
    // only in-place changes (`subviews.insert`, `remove`, `append`) call nothing that
    // could reach the same property.
    @exclusivity(unchecked) var _frame: Rect

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it marks the view for display and, when the size changes, for layout.
    /// A view laid out by constraints gets its frame written by the layout pass; a
    /// frame set by hand on such a view lasts until the next pass.
    public var frame: Rect {
        get { _frame }
        set {
            guard newValue != _frame else { return }
            let old = _frame
            _frame = newValue
            frameDidChange(from: old)
        }
    }

    /// The view's own coordinate space: its frame's size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: _frame.size) }

    /// The view's frame in the root view's coordinates.
    ///
    /// - Complexity: O(*d*) for the view's depth.
    public var frameInRoot: Rect {
        var rect = _frame
        var ancestor = superview
        while let view = ancestor {
            rect = rect.offsetBy(dx: view._frame.minX, dy: view._frame.minY)
            ancestor = view.superview
        }
        return rect
    }

    // MARK: - Hierarchy storage

    /// The view that contains this one, or `nil` for a root.
    public var superview: View? { _superview }

    // Weak: a subview may outlive its superview (the caller keeps it), and a view
    // released off the main actor runs its isolated deinit later, on the main actor,
    // so a deinit that cleared the link would come too late. A weak load is nil as
    // soon as the superview starts going away.
    weak var _superview: View?

    /// The contained views, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []

    // MARK: - Appearance

    /// Whether hosts skip drawing the view and its subviews. Hidden views still take
    /// part in layout, as in UIKit (a stack gives its hidden views no room, as
    /// `UIStackView` does: see ``subviewSizingDidChange(_:)``); a view shown again is laid
    /// out again (``setNeedsLayout()``), so one that skips work while hidden catches up.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            setNeedsDisplay()
            // Shown again: laid out again, for views that skip work while hidden themselves
            // (a list configures no cells, a table loads nothing).
            if !isHidden { setNeedsLayout() }
            superview?.subviewSizingDidChange(self)
        }
    }

    /// The view's colors and attributes; a host fills the view's area with its background.
    @exclusivity(unchecked) public var style = Style() {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Whether the view hides what lies below it even where its ``style`` sets no
    /// background: the host fills its area first with the background it inherits (an
    /// ancestor's, such as a theme's canvas on the root) or, where none is set, the host's
    /// own. UIKit's `opaque`. A pinned section header is opaque, so rows scrolling under it
    /// do not show through, in whatever canvas the app paints.
    @exclusivity(unchecked) public final var isOpaque = false {
        didSet { if isOpaque != oldValue { setNeedsDisplay() } }
    }

    /// A debug name, shown in constraint descriptions (`avatar.left == cell.left + 1`),
    /// conflict reports and ``recursiveDescription``. Masonry's `mas_key`.
    public var key: String?

    /// Whether the view needs to be drawn again. Hosts read it, draw, then call
    /// ``markDisplayed()``.
    @exclusivity(unchecked) public private(set) var needsDisplay = true
    /// Whether the view or a view under it needs display (``subtreeNeedsDisplay``).
    @exclusivity(unchecked) var _subtreeNeedsDisplay = true
    /// Whether the view needs display only because its frame moved: same size, same
    /// drawing (``needsDisplayOnlyMoved``).
    @exclusivity(unchecked) var _needsDisplayOnlyMoved = false
    /// What ``scrollRect(_:byRows:)`` recorded since the view was last displayed
    /// (``scrolledSinceDisplay``).
    @exclusivity(unchecked) var _scrollMark = ScrollMark.invalidated

    // MARK: - Layout storage

    /// Insets for the margin attributes (`leftMargin`, `margins`…): one cell left and
    /// right by default, none above and below, since terminal rows are scarce.
    public var layoutMargins = EdgeInsets(top: 0, left: 1, bottom: 0, right: 1) {
        didSet { if layoutMargins != oldValue { marginsDidChange() } }
    }

    /// Which way `leading` and `trailing` point; `nil` takes the superview's
    /// (left to right at the root).
    public var layoutDirection: LayoutDirection? {
        didSet { if layoutDirection != oldValue { directionDidChange() } }
    }

    /// Whether the view's frame is an input to the layout pass (the default) rather
    /// than its output.
    ///
    /// Making constraints on a view (``constraints``) turns this off, as Masonry turns
    /// off `translatesAutoresizingMaskIntoConstraints`. While it is on, other views'
    /// constraints may refer to the view and see its current frame.
    public var translatesFrameIntoConstraints = true {
        didSet { if translatesFrameIntoConstraints != oldValue { layoutInputDidChange() } }
    }

    var _needsLayout = true
    /// Whether the view or a view under it needs ``layoutSubviews()``: the top-down
    /// walk skips a subtree without it. Outside that walk, a view that has it implies
    /// its ancestors do (see `layoutSubviewsTopDown()`).
    var _subtreeNeedsLayout = true
    /// On a root: whether something in the tree asked for a layout pass. Asked for anew,
    /// the host showing the tree hears of it (``HostServices/treeNeedsFrame()``).
    var _needsLayoutPass = true {
        didSet { if _needsLayoutPass && !oldValue { hostServices?.treeNeedsFrame() } }
    }
    /// On a root: whether its layout pass is running (layoutSubviews may ask again).
    var _isInLayoutPass = false
    /// On a root whose tree was laid out: the solver and its bookkeeping.
    var _engine: LayoutEngine?
    /// This view's part in its root's engine.
    var _node = LayoutNode()
    /// Lazily made solver variables: left, top, width, height in root coordinates.
    var _variables: LayoutVariables?
    /// Constraints held by this view (it is their closest common ancestor).
    var _installedConstraints: [LayoutConstraint] = []
    /// Active constraints that mention this view, wherever they are installed.
    var _involvedConstraints: [LayoutConstraint] = []
    /// Constraints made through this view's ``constraints`` DSL, for update and remake.
    var _madeConstraints: [LayoutConstraint] = []
    var _huggingPriorities = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var _compressionPriorities = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

    // MARK: - Responder storage

    /// On a root: the responder a host installs above the tree (a screen, a reactor
    /// adapter). Held weakly: hosts own their views, not the other way round.
    public weak var hostResponder: (any Responder)?
    /// Handlers by raw action name; each checks the payload's type before it runs.
    var _actionHandlers: [String: (ResponderAction) -> Bool] = [:]
    /// Key bindings declared with ``bindKeys(_:scope:when:perform:)``, in declaration order.
    var _keyBindingDeclarations: [KeyBindingDeclaration] = []
    /// What ``keyBindingsInEffect`` answered last here, and from what.
    var _keyBindingsInEffectMemo: KeyBindingsInEffectMemo?

    /// On a root: the user's keymap, which rebinds the commands every view in the tree
    /// declares (``bindKeys(_:scope:when:perform:)``), by scope. Empty by default: every
    /// binding keeps the keys it was declared with.
    public var keymap = Keymap()

    // MARK: - Focus storage

    /// Whether a ``FocusEngine`` has focused this view (see `View+Focus.swift`).
    var _hasFocus = false

    /// The view focus goes to after this one when moving to the next (AppKit's
    /// `nextKeyView`), when it can take focus then; `nil` follows reading order. Moving
    /// back from that view returns here. Held weakly, as AppKit's outlet is.
    public weak var nextFocusView: View?

    /// The order in which this view's subviews (and the focusable views in each) take
    /// focus, overriding reading order inside it; views not listed follow in reading
    /// order. The container takes its place in its scope's reading order at its own
    /// frame. `nil` (the default) leaves reading order alone.
    public var focusOrder: [View]?

    /// Whether the view is a focus scope (a dialog, a sheet): while focus is inside it,
    /// moving to the next or previous view stays inside it, as UIKit's focus groups and a
    /// modal panel's key view loop do.
    public var isFocusScope = false

    // MARK: - Reports

    /// On a root: where the tree's layout pass reports constraints it could not
    /// satisfy (see ``layoutIfNeeded()``). The default prints the report to standard
    /// error, as Auto Layout logs "Unable to simultaneously satisfy constraints".
    ///
    /// Each root has its own, so two hosts (or two tests running side by side) never
    /// see each other's reports. Only the root's is read: the pass belongs to the root.
    ///
    /// ```swift
    /// let forward = root.layoutConflictHandler
    /// root.layoutConflictHandler = { error in
    ///     log.warning("\(error)")
    ///     forward(error)
    /// }
    /// ```
    public var layoutConflictHandler: @MainActor (LayoutError) -> Void = { error in
        printToStandardError("[TrellisViews] \(error)")
    }

    /// On a root: where actions that no responder handled are reported (see
    /// ``Responder/send(_:)``). The default prints them to standard error.
    ///
    /// An action reports to the last view on its chain: the root of the sender's
    /// tree (or, when a host responder is itself a view, the root of the host's
    /// tree), where a host sets it. Each root has its own, so two hosts never see
    /// each other's actions.
    public var unhandledActionHandler: @MainActor (ActionDelivery) -> Void = { delivery in
        printToStandardError("[TrellisViews] \(delivery)")
    }

    // MARK: - Accessibility

    /// On a root: where ``announce(_:)`` delivers a sentence for assistive technology (a
    /// terminal host shows it on a status line in its accessible mode). `nil`, the
    /// default, drops announcements: a view that is not hosted says nothing.
    public var announcementHandler: (@MainActor (String) -> Void)?

    /// On a root (and on a host's overlay container): the host that presents overlays and
    /// holds the clipboard for the views below it (``presentOverlay(_:placement:focus:)``,
    /// ``copyToClipboard(_:)``). A host sets it while it runs; `nil`, the default, leaves a
    /// view that is not hosted unable to present or copy.
    public weak var hostServices: (any HostServices)?

    /// Where a host in its accessible mode puts the terminal's cursor while this view has
    /// keyboard focus, in the view's own coordinates (the ``bounds``), so a screen reader
    /// or a magnifier follows the focus; `nil` hides the cursor.
    ///
    /// The origin by default: the first column of a button or a segmented control.
    /// Override it where the focus is inside the view (UIKit's
    /// `accessibilityActivationPoint`): a ``TextField`` returns its insertion point, a
    /// list its focused cell's first column.
    open var accessibilityCursorPoint: Point? { Point(x: 0, y: 0) }

    /// A short name for the view that a screen reader says (UIKit's `accessibilityLabel`):
    /// "Search" for a field whose placeholder says how to use it. `nil`, the default,
    /// lets the view describe itself from what it shows.
    public var accessibilityLabel: String?

    /// What a host in its accessible mode says when this view takes focus by Tab,
    /// Shift-Tab or a click: its name, then its kind and its value, as VoiceOver reads a
    /// control ("Favorite, button"; "Search, text field, empty"). `nil`, the default for a
    /// plain view, says nothing. Buttons, text fields and segmented controls describe
    /// themselves; a list says its focused item.
    open var accessibilityFocusDescription: String? { accessibilityLabel }

    /// Whether the view is a heading (UIKit's `UIAccessibilityTraits.header`): a list's
    /// section header, "Canada (3)". A browser host lists the headings on screen in its
    /// page's accessible mirror, where a screen reader's keys for headings find them.
    /// `false` by default; TrellisLists' collection view sets it on section headers.
    /// Setting it asks for display, so the host's list of headings follows.
    public var isAccessibilityHeader = false {
        didSet { if isAccessibilityHeader != oldValue { setNeedsDisplay() } }
    }

    /// The title a heading is listed by: ``accessibilityLabel`` while
    /// ``isAccessibilityHeader`` is set, `nil` otherwise (hosts ask only views that set it).
    /// A ``Label`` gives its text when it has no label; override it where a heading's words
    /// are drawn otherwise.
    open var accessibilityHeading: String? { isAccessibilityHeader ? accessibilityLabel : nil }

    // MARK: - Life cycle

    /// Creates a view with a frame (zero by default).
    public init(frame: Rect = .zero) {
        _frame = frame
    }

    isolated deinit {
        for constraint in _installedConstraints { constraint.holderWillDeinit() }
    }

    // MARK: - Overridable content

    /// The size the view's content needs, or ``noIntrinsicMetric`` on an axis where
    /// it has none (the default on both). A label's is the size of its text.
    ///
    /// For a view laid out by constraints the layout pass adds, per axis with a size,
    /// `length >= intrinsic` at the compression-resistance priority and
    /// `length <= intrinsic` at the content-hugging priority, as Auto Layout does.
    /// Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Where the first line of text sits, measured from the top, for the
    /// `firstBaseline` attribute; `nil` (the default) puts it at the bottom edge.
    open var firstBaselineOffsetFromTop: Double? { nil }

    /// Where the last line of text sits, measured up from the bottom, for the
    /// `lastBaseline` attribute; 0 (the default) is the bottom edge.
    open var lastBaselineOffsetFromBottom: Double { 0 }

    /// A short note a subclass adds to its line in ``View/recursiveDescription`` (a label
    /// shows its text); `nil` by default.
    open var debugDetails: String? { nil }

    /// Called on the superview when `subview` was hidden or shown, or invalidated its
    /// intrinsic size: a view that arranges its subviews by their sizes (``VStack``,
    /// ``HStack``; `UIStackView` observes `hidden` for the same reason) lays them out
    /// again. The default does nothing.
    open func subviewSizingDidChange(_ subview: View) {}

    /// Lays out subviews by hand. Called by the layout pass after constraints are
    /// solved, parents before children, on each view that needs layout (its size
    /// changed, or ``setNeedsLayout()`` was called).
    ///
    /// The default does nothing. Override it for layout that constraints do not
    /// express (a collection view placing cells); set subviews' frames here.
    open func layoutSubviews() {}

    /// Handles an action travelling up the responder chain; returns whether it did.
    ///
    /// The default offers a key, a paste or a click to ``handleKey(_:)``,
    /// ``handlePaste(_:)`` or ``handleClick(at:)``, then a key to the view's declared
    /// bindings (``bindKeys(_:scope:when:perform:)``), then runs a handler registered with
    /// ``onAction(_:perform:)-(ResponderAction.Name<Payload>,(Payload)->Bool)``. Override
    /// to handle actions in a subclass, calling `super` for the rest.
    open func respond(to action: ResponderAction) -> Bool {
        if respondToInput(action) { return true }
        if let event = action.payload(for: .key), performKeyBinding(for: event) { return true }
        guard let handler = _actionHandlers[action.name] else { return false }
        return handler(action)
    }

    // MARK: - Drawing

    /// Draws the view's own content into `context`: the cells of its frame, in its own
    /// coordinates, clipped to what shows of it within what this frame repaints, with its
    /// style merged over its ancestors' (``DrawingContext/style``). UIKit's `draw(_:)`,
    /// ratatui's `Widget::render`.
    ///
    /// A host calls it for each view it paints, back to front: after filling the frame
    /// with the view's own background (when its ``style`` has one) and before drawing its
    /// subviews, which draw over it. The default draws nothing; a ``Label`` draws its text.
    /// Call ``setNeedsDisplay()`` when what it draws changes: a host repaints only the
    /// views marked so.
    ///
    /// ```swift
    /// override func draw(_ context: inout DrawingContext) {
    ///     context.draw(isOn ? "[x]" : "[ ]", x: 0, y: 0)
    /// }
    /// ```
    open func draw(_ context: inout DrawingContext) {}

    /// Whether a host calls ``drawOverSubviews(_:)`` after drawing the subviews; `false`
    /// by default. A host asks when it walks the view after it was marked for display, so
    /// call ``setNeedsDisplay()`` when the answer changes.
    open var drawsOverSubviews: Bool { false }

    /// Draws over what the view and its subviews drew, when ``drawsOverSubviews`` says so:
    /// a focused list cell's highlight (``DrawingContext/restyle(_:_:)``), a spinner. The
    /// default draws nothing.
    open func drawOverSubviews(_ context: inout DrawingContext) {}

    /// Whether what the view draws changes with ``DrawingContext/animationStep`` (a
    /// spinner): while it shows, a host marks it for display at each animation step.
    /// `false` by default; asked as ``drawsOverSubviews`` is, so call
    /// ``setNeedsDisplay()`` when the answer changes.
    open var isAnimating: Bool { false }

    // MARK: - Input

    /// Handles a key pressed while this view is on the key's way: the focused view, then
    /// each view up the responder chain. Returns whether it took the key; one it did not
    /// take goes on up the chain (then, unhandled, to the host: Tab moves focus, Ctrl-C
    /// quits). UIKit's `pressesBegan(_:with:)`, Textual's `on_key`.
    ///
    /// Called from ``respond(to:)`` before a handler set with `onAction(.key)`, so a
    /// control's own keys come first. The default takes none.
    ///
    /// ```swift
    /// override func handleKey(_ event: KeyEvent) -> Bool {
    ///     guard event == KeyEvent(.character(" ")) else { return false }
    ///     isOn.toggle()
    ///     return true
    /// }
    /// ```
    open func handleKey(_ event: KeyEvent) -> Bool { false }

    /// Handles text pasted while this view is on the paste's way (the focused view, then
    /// up the responder chain); returns whether it took it. The default takes none; a
    /// ``TextField`` inserts it.
    open func handlePaste(_ text: String) -> Bool { false }

    /// Handles a click (a left click in a terminal, a tap elsewhere) on this view or one
    /// inside it, at `point` in this view's own coordinates; returns whether it took it.
    /// One it did not take goes on up the responder chain as a `.click` action (a list
    /// selects the cell it came from). The default takes none; a ``Button`` is pressed.
    open func handleClick(at point: Point) -> Bool { false }

    /// Handles a drag of the left button (see ``DragEvent``); returns whether it took it.
    ///
    /// A host offers the press that starts a drag as ``DragEvent/Phase-swift.enum/began``
    /// to the view under the pointer, then to each of its superviews, after the press's
    /// click; the first that returns `true` captures the pointer and receives every
    /// ``DragEvent/Phase-swift.enum/moved`` and the ``DragEvent/Phase-swift.enum/ended``
    /// until the button comes up, wherever the pointer goes. The default takes none.
    open func handleDrag(_ drag: DragEvent) -> Bool { false }

    /// Where a host shows its text cursor while the view has keyboard focus, in the view's
    /// own coordinates: a ``TextField``'s insertion point. `nil`, the default, for a view
    /// that takes no typing (a host's accessible mode may still put the cursor at
    /// ``accessibilityCursorPoint``).
    open var textInsertionPoint: Point? { nil }

    // MARK: - Focus

    /// Whether the view can take keyboard focus (UIKit's `canBecomeFocused`, AppKit's
    /// `acceptsFirstResponder`): `false` by default; `true` for buttons, text fields,
    /// segmented controls and lists. A hidden view, or one under a hidden ancestor, is
    /// skipped by ``FocusEngine`` whatever this says.
    open var canBecomeFocused: Bool { false }

    /// Called by the ``FocusEngine`` on the view that lost focus and on the view that
    /// gained it, after ``hasFocus`` changed, then once on each view that contains either
    /// of them, outward from each, each once (UIKit's `didUpdateFocus(in:with:)`, which every focus
    /// environment containing the previous or the next view hears). The default does
    /// nothing; a control restyles itself here, a form marks the row holding the focus.
    open func didUpdateFocus(_ update: FocusUpdate) {}

    // MARK: - Display

    /// Asks hosts to draw the view again.
    public func setNeedsDisplay() {
        needsDisplay = true
        _needsDisplayOnlyMoved = false
        _scrollMark = .invalidated
        setSubtreeNeedsDisplay()
    }

    /// ``setNeedsDisplay()`` for a view whose superview the caller already holds (the
    /// layout pass, writing frames): the superview is not loaded through the weak link,
    /// and when it is marked already, as it is for every view after the first it lays
    /// out, nothing further up is read. `moved`: only the frame's origin changed.
    func setNeedsDisplay(under superview: View, moved: Bool) {
        if moved { markMoved() } else { markChanged() }
        _subtreeNeedsDisplay = true
        if !superview._subtreeNeedsDisplay { superview.setSubtreeNeedsDisplay() }
    }

    /// Marks the view for display because its frame moved and kept its size: it draws
    /// the same, elsewhere (``needsDisplayOnlyMoved``).
    func setNeedsDisplayMoved() {
        markMoved()
        setSubtreeNeedsDisplay()
    }

    /// Marks the view for display because a subview came, went or moved in the stack:
    /// what ``scrollRect(_:byRows:)`` recorded stands (hosts work out what the subviews
    /// cover themselves).
    func setNeedsDisplayForSubviews() {
        needsDisplay = true
        _needsDisplayOnlyMoved = false
        setSubtreeNeedsDisplay()
    }

    private func markMoved() {
        // A view that needs display for a change of its own stays marked for it.
        if !needsDisplay { _needsDisplayOnlyMoved = true }
        needsDisplay = true
    }

    private func markChanged() {
        needsDisplay = true
        _needsDisplayOnlyMoved = false
        _scrollMark = .invalidated
    }

    /// Tells the view that a host has drawn it.
    public func markDisplayed() {
        needsDisplay = false
        _needsDisplayOnlyMoved = false
        _scrollMark = .none
    }
}
