import TrellisViews

/// Nodes in rows, indented by depth, that expand and collapse like a file manager's folders:
/// AppKit's `NSOutlineView`, Textual's `Tree`.
///
/// ```swift
/// let tree = TreeView(roots: [project], title: \.name, scheduler: scheduler) { entry in
///     entry.isFolder ? (entry.isRemote ? .lazy : .nodes(entry.children)) : .leaf
/// } loadChildren: { entry, done in
///     server.list(entry.path) { result in done(result) }
/// }
/// tree.accessibilityLabel = "Files"
/// tree.onSelect = { entry in open(entry) }   // Enter on a file
/// ```
///
/// ## Lazy children
/// A node whose children are ``TreeChildren/lazy`` loads them the first time it expands,
/// through a data source of its own and AAPL's state machine: while they load the node's
/// row says "Loading…" (with a spinner), a failed load shows its error on the row, and
/// expanding the node again (or `r`) retries. An answer that comes after a newer load began
/// is dropped, as a ``LoadingToken`` drops it. Loads start on the tree's
/// ``MainScheduler`` at the end of the turn, so expanding twice in a turn loads once.
///
/// ## Drawing
/// The rows are flattened once per change (an expand, a collapse, a load), never per
/// frame; a frame reads only the rows in view.
///
/// ## Keys and mouse
/// ↑ ↓ move; → expands a folder or moves to its first child; ← collapses it or moves to
/// the parent; Enter or Space toggles a folder (Enter on a leaf selects it, ``onSelect``);
/// Page Up/Down, Home, End; `r` retries a failed load. A click focuses a row, on its ▸/▾
/// toggles it; the wheel scrolls. Keys are declared under the keymap scope `tree`.
@MainActor
public final class TreeView<Node: Identifiable>: View, DataSourceObserver {
    /// The top-level nodes. Setting them keeps expansion and the focus by identity.
    public var roots: [Node] { didSet { rebuildRows() } }
    /// The text of a node's row.
    public let title: @MainActor (Node) -> String
    /// What a node holds below it.
    public let children: @MainActor (Node) -> TreeChildren<Node>
    /// Fetches a lazy node's children and calls back once with them or an error.
    public let loadChildren: @MainActor (Node, @escaping @MainActor (Result<[Node], any Error>) -> Void) -> Void
    /// Runs lazy loads at the end of the turn (a ``ManualScheduler`` in tests).
    public let scheduler: any MainScheduler

    /// The rows shown, in order: the roots and, under each expanded node, its children.
    public internal(set) var rows: [TreeRow<Node>] = []
    /// The focused row, or `nil` while there are none.
    public internal(set) var focusedRow: Int?
    /// The first row in view.
    public internal(set) var topRow = 0
    /// Called with a leaf when Enter selects it.
    public var onSelect: (@MainActor (Node) -> Void)?
    /// The text a failed load shows on its node; the error described by default.
    public var errorText: @MainActor (any Error) -> String = { "\($0)" }
    /// Receives programmer errors from the lazy loads (a loader that never answers).
    public var misuseHandler: @Sendable (ListMisuse) -> Void = ListMisuse.defaultHandler

    /// The ▸ and ▾ (a theme's `.treeDisclosure`).
    public var disclosureStyle = Style(foreground: .cyan) { didSet { setNeedsDisplay() } }
    /// The focused row while the tree has focus (`.focused`).
    public var focusedRowStyle = Style(foreground: .black, background: .cyan) { didSet { setNeedsDisplay() } }
    /// The focused row while the tree does not have focus (`.selected`).
    public var selectedRowStyle = Style(reverse: true) { didSet { setNeedsDisplay() } }
    /// "Loading…" on a node (`.caption`).
    public var loadingStyle = Style(dim: true) { didSet { setNeedsDisplay() } }
    /// A failed load's error on its node (`.error`).
    public var errorStyle = Style(foreground: .red, bold: true) { didSet { setNeedsDisplay() } }

    /// How many rows the last ``draw(_:)`` drew: at most the rows in view.
    public internal(set) var drawnRowCount = 0

    /// The expanded nodes; a collapsed parent keeps its descendants' expansion, as a file
    /// manager remembers it.
    var expanded: Set<Node.ID> = []
    /// The lazy nodes' children, once a load was asked for.
    var lazySources: [Node.ID: LazyChildrenSource<Node>] = [:]
    /// How many times the rows were flattened (a test checks a frame flattens none).
    var rebuildCount = 0

    /// A tree of `roots`, each node's row showing `title`, its children given by
    /// `children`, lazy ones fetched by `loadChildren` on `scheduler`.
    public init(
        roots: [Node], title: @escaping @MainActor (Node) -> String, scheduler: any MainScheduler = TaskScheduler.shared,
        children: @escaping @MainActor (Node) -> TreeChildren<Node>,
        loadChildren: @escaping @MainActor (Node, @escaping @MainActor (Result<[Node], any Error>) -> Void) -> Void = { _, done in
            done(.success([]))
        }
    ) {
        self.roots = roots
        self.title = title
        self.scheduler = scheduler
        self.children = children
        self.loadChildren = loadChildren
        super.init()
        installKeys()
        rebuildRows()
    }

    /// The number of rows in view.
    public var visibleRowCount: Int { CellText.cells(bounds.height, minimum: 0) }

    /// The focused row's node.
    public var focusedNode: Node? { focusedRow.map { rows[$0].node } }

    /// Trees take keyboard focus.
    public override var canBecomeFocused: Bool { true }

    /// Restyles the focused row as focus comes and goes.
    public override func didUpdateFocus(_ update: FocusUpdate) {
        setNeedsDisplay()
    }

    /// Keeps the focused row in view at the new size.
    public override func layoutSubviews() {
        scrollFocusedRowIntoView()
    }

    /// Draws the rows in view (`TreeView+Drawing.swift`).
    public override func draw(_ context: inout DrawingContext) {
        drawTree(&context)
    }

    /// Animates the spinner while a node in view is loading.
    public override var isAnimating: Bool { rowsInView.contains { loadState(of: rows[$0].node.id)?.isLoading == true } }

    /// Takes the mouse wheel (`.scroll`, in lines).
    public override func respond(to action: ResponderAction) -> Bool {
        if let lines = action.payload(for: .scroll) {
            scroll(by: lines)
            return true
        }
        return super.respond(to: action)
    }

    /// A click focuses its row; on the ▸/▾ it toggles the node (`TreeView+Keys.swift`).
    public override func handleClick(at point: Point) -> Bool {
        handleTreeClick(at: point)
    }

    /// "src, folder, expanded, level 2, 3 of 12" (`TreeView+Accessibility.swift`).
    public override var accessibilityFocusDescription: String? { treeDescription }

    /// The focused row's first cell, when in view.
    public override var accessibilityCursorPoint: Point? {
        guard let row = focusedRow, row >= topRow, row < topRow + visibleRowCount else { return Point(x: 0, y: 0) }
        return Point(x: Double(rows[row].depth * 2), y: Double(row - topRow))
    }
}
