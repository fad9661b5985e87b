import TrellisSolver

/// A view's unknowns in its root's solver, in root coordinates.
///
/// Variables are identities, so one set serves every engine the view ever joins. A
/// class, so that passing a view's set around costs one retain, not four.
final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(key: String?) {
        if let key {
            left = Variable(key + ".left")
            top = Variable(key + ".top")
            width = Variable(key + ".width")
            height = Variable(key + ".height")
        } else {
            left = Variable("left")
            top = Variable("top")
            width = Variable("width")
            height = Variable("height")
        }
    }

    /// The variable for a position's origin along `axis`.
    func origin(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }

    /// The variable for the length along `axis`.
    func length(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }
}

/// The identity an engine tags its records with: a view's ``LayoutNode`` and a
/// constraint's compiled copy say which engine made them, and a record with another
/// engine's tag (or none) is stale.
///
/// An object rather than a number from a counter, so that roots share no mutable
/// state: a tag keeps its object allocated, so no later engine can have the same
/// identity while any record still names an earlier one.
final class EngineTag: Sendable {}

/// What an engine knows about one view, stored on the view so that the hot path
/// needs no dictionary. `engine` says which engine wrote it; a node from another
/// engine (or none) is stale and is started afresh.
struct LayoutNode {
    var engine: EngineTag?
    /// Laid out by constraints: its frame is written from the solution.
    var isParticipant = false
    var participantIndex = -1
    /// Compiled layout constraints that mention the view.
    var references = 0
    var isQueued = false
    /// For a frame-laid view that constraints mention: its frame, held as required
    /// constraints (`left == superview.left + x`…).
    var anchors: [Constraint] = []
    var anchoredFrame = Rect.zero
    /// For a participant with content: `width >= w`, `width <= w`… at its priorities.
    var intrinsic: [Constraint] = []
    var intrinsicSignature: IntrinsicSignature?

    init() {}

    init(engine: EngineTag) {
        self.engine = engine
    }
}

/// Everything the intrinsic-size constraints are made from: when none of it changed,
/// an invalidation costs nothing.
struct IntrinsicSignature: Equatable {
    var size: Size
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    var compression: (horizontal: LayoutPriority, vertical: LayoutPriority)

    @MainActor
    init(_ view: View) {
        size = view.intrinsicContentSize
        hugging = view._huggingPriorities
        compression = view._compressionPriorities
    }

    static func == (lhs: IntrinsicSignature, rhs: IntrinsicSignature) -> Bool {
        lhs.size == rhs.size && lhs.hugging == rhs.hugging && lhs.compression == rhs.compression
    }
}

extension View {
    /// The view's solver variables, made on first use.
    var layoutVariables: LayoutVariables {
        if let variables = _variables { return variables }
        let variables = LayoutVariables(key: key)
        _variables = variables
        return variables
    }
}
