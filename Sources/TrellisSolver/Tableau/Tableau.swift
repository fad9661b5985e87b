/// The solver's state: Cassowary's simplex tableau plus the bookkeeping that maps the
/// public world (variables, constraints, edit variables) onto symbols.
///
/// Everything the pivot loop touches is dense and integer-indexed: per-symbol facts
/// live in ``UnmanagedBuffer``s indexed by ``Symbol/index``, rows by slot number, and
/// the objective is a dense vector with a list of candidate entering symbols. Public
/// objects (``Variable``, ``Constraint``) are only met at the API boundary, through
/// ``IdentityTable`` lookups.
///
/// `Tableau` is a value over manually managed memory: ``SolverCore`` owns exactly one,
/// frees it, and deep-copies it with ``copy()`` for copy-on-write and for rolling back
/// a failed add.
@usableFromInline
struct Tableau {
    // MARK: Rows

    /// Rows by slot; a free slot has ``Symbol/none`` as its basic symbol.
    @usableFromInline var rows = UnmanagedBuffer<Row>()
    @usableFromInline var freeRows = UnmanagedBuffer<Int32>()
    /// Per-slot visit marks, so a walk over a column sees each row once.
    @usableFromInline var rowMarks = UnmanagedBuffer<UInt32>()
    @usableFromInline var mark: UInt32 = 0
    /// The memory of every row's cells and every column's entries (``BlockPool``).
    @usableFromInline var pool = BlockPool()
    /// A spare cell run that merges write into before swapping it with the target's.
    @usableFromInline var scratch = Row()
    @usableFromInline var liveRows = 0
    /// Moves on whenever a row's cells or a basic symbol change: a pivot, a
    /// substitution, a row inserted, detached or trimmed. Constants are not part of
    /// it. An edit's ``EditRecord/shifts`` holds while its version matches this one.
    @usableFromInline var shapeVersion: UInt64 = 1
    /// While a batch adds constraints, substitutions skip the rows whose basic symbol is
    /// external and list them here instead (``refreshDeferredRow(_:)``). The simplex
    /// never reads those rows: the ratio tests and the objective use restricted rows
    /// only. A row mentioned by several pivots is then brought up to date once, when a
    /// new constraint reads it or the batch ends, not once per pivot (kiwi's enaml
    /// form: 251 of the 535 merges its pivots make).
    @usableFromInline var defersExternalRows = false
    @usableFromInline var deferredRows = UnmanagedBuffer<Int32>()
    /// Counts the substitutions made while rows are deferred, from 1; a deferred row and
    /// an emptied column are stamped with it (``Row/deferredAt``, ``Column/clearedAt``),
    /// so a refresh re-enters a row only in the columns emptied since it was deferred.
    @usableFromInline var substitutionEpoch: UInt32 = 0

    // MARK: Symbols (indexed by symbol index)

    /// The symbol stored at each index (its kind), or ``Symbol/none`` when free.
    @usableFromInline var symbols = UnmanagedBuffer<Symbol>()
    /// The slot of the row the symbol is basic in, or -1 when it is parametric.
    @usableFromInline var rowOf = UnmanagedBuffer<Int32>()
    @usableFromInline var columns = UnmanagedBuffer<Column>()
    /// The objective's coefficient for each symbol (dense).
    @usableFromInline var objective = UnmanagedBuffer<Double>()
    /// ``SymbolFlags`` bits per symbol.
    @usableFromInline var flags = UnmanagedBuffer<UInt8>()
    /// For markers and error symbols, the constraint slot that owns them; else -1.
    @usableFromInline var owner = UnmanagedBuffer<Int32>()
    /// For external symbols, how many constraints mention the variable.
    @usableFromInline var references = UnmanagedBuffer<Int32>()
    /// For external symbols, the slot in ``edits`` or -1.
    @usableFromInline var editOf = UnmanagedBuffer<Int32>()
    /// For external symbols, the value as of the last ``updateVariables()``.
    @usableFromInline var published = UnmanagedBuffer<Double>()
    @usableFromInline var freeSymbols = UnmanagedBuffer<Int32>()
    /// The symbols of the terms of the constraint ``makeRow(_:)`` read last, in order and
    /// repeated as they are: ``register(_:key:_:)`` counts them without looking each
    /// variable up again.
    @usableFromInline var termSymbols = UnmanagedBuffer<Int32>()
    /// Orphaned symbols that a row still mentioned when their constraint went away.
    var lingering: [Symbol] = []

    // MARK: Objective

    @usableFromInline var objectiveConstant = 0.0
    /// Symbol indices whose objective coefficient may be negative, each once (the
    /// ``SymbolFlags/candidate`` bit), in no order; ``objectiveEnteringSymbol(lowestIndex:)``
    /// drops those that no longer qualify.
    /// Where the last windowed look at ``candidates`` stopped (``objectiveEnteringSymbol(lowestIndex:)``).
    @usableFromInline var candidateCursor = 0
    @usableFromInline var candidates = UnmanagedBuffer<Int32>()
    /// The artificial objective of phase one, while ``addWithArtificialVariable`` runs.
    @usableFromInline var artificial = Row()
    @usableFromInline var artificialActive = false

    // MARK: Pending work

    /// Basic symbols of restricted rows that went negative, for the dual simplex.
    @usableFromInline var infeasible = UnmanagedBuffer<Symbol>()
    /// External symbols whose value may have changed since ``updateVariables()``.
    @usableFromInline var dirty = UnmanagedBuffer<Int32>()
    /// External symbols whose published value the last ``updateVariables()`` changed
    /// (a plain buffer: clearing an `Array` each update cost a uniqueness check and a call).
    @usableFromInline var changed = UnmanagedBuffer<Int32>()
    /// Variables forgotten (their value now reads 0) since the last update, and those
    /// the last update reported.
    @usableFromInline var forgottenSinceUpdate: [Variable] = []
    @usableFromInline var forgottenInLastUpdate: [Variable] = []

    // MARK: The public world

    /// The variable of each external symbol, kept alive while the solver uses it.
    var variables: [Variable?] = []
    @usableFromInline var variableTable = IdentityTable()
    var constraints: [ConstraintRecord?] = []
    var freeConstraintSlots: [Int32] = []
    @usableFromInline var constraintTable = IdentityTable()
    var constraintCount = 0
    @usableFromInline var edits = UnmanagedBuffer<EditRecord>()

    init() {}
}

/// Bits of ``Tableau/flags``.
@usableFromInline
enum SymbolFlags {
    /// The index is in ``Tableau/candidates``.
    @usableFromInline static let candidate: UInt8 = 1
    /// The index is in ``Tableau/dirty``.
    @usableFromInline static let dirty: UInt8 = 2
    /// The symbol's constraint or variable is gone; free it once no row mentions it.
    @usableFromInline static let orphan: UInt8 = 4
    /// Set while ``Tableau/forEachVariable(of:_:)`` or ``Tableau/register(_:key:_:)``
    /// walks a constraint's variables.
    @usableFromInline static let visiting: UInt8 = 8
}

/// What the tableau remembers about one added constraint.
struct ConstraintRecord {
    var constraint: Constraint
    /// The slack (inequality), plus error (non-required equality) or dummy (required
    /// equality) that tracks the constraint through pivots.
    var marker: Symbol
    /// The second error symbol, or ``Symbol/none``.
    var other: Symbol
}

/// One edit variable: its variable's symbol, its constraint, the last suggestion, and
/// the rows a suggestion moves.
@usableFromInline
struct EditRecord: BitwiseCopyable {
    @usableFromInline var variable: Symbol
    @usableFromInline var constraintSlot: Int32
    @usableFromInline var marker: Symbol
    @usableFromInline var other: Symbol
    @usableFromInline var constant: Double
    /// The rows whose constants move with the suggested value, in the order a scan of
    /// the marker's column meets them; valid while ``shiftsVersion`` is the tableau's
    /// ``Tableau/shapeVersion`` (0: never gathered). The record owns the buffer.
    @usableFromInline var shifts: UnmanagedBuffer<EditShift>
    @usableFromInline var shiftsVersion: UInt64
}

/// One row that a suggestion moves: its constant changes by `factor` times the change
/// in the suggested value.
@usableFromInline
struct EditShift: BitwiseCopyable, Equatable {
    @usableFromInline var slot: Int32
    @usableFromInline var factor: Double

    @inlinable
    init(slot: Int32, factor: Double) {
        self.slot = slot
        self.factor = factor
    }
}
