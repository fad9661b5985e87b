/// One equation of the tableau: `basic = constant + Σ coefficient · symbol`.
///
/// A row is a plain header over a manually managed run of ``Cell``s kept sorted by
/// symbol, so lookups are binary searches and adding one row into another is a linear
/// merge. Rows live in ``Tableau/rows`` by slot number; there is no object per row.
@usableFromInline
struct Row: BitwiseCopyable {
    @usableFromInline var cells: UnsafeMutablePointer<Cell>?
    @usableFromInline var count: Int32
    @usableFromInline var capacity: Int32
    /// The symbol this row solves for, or ``Symbol/none`` for a free slot or a detached row.
    @usableFromInline var basic: Symbol
    /// For a row with an external basic symbol that substitutions left out while a batch
    /// adds constraints (``Tableau/defersExternalRows``), the substitution epoch it was
    /// first left out at; 0 for a row that is up to date. A deferred row may still
    /// mention basic symbols until ``Tableau/refreshDeferredRow(_:)`` brings it up to date.
    @usableFromInline var deferredAt: UInt32

    @inlinable var isDeferred: Bool { deferredAt != 0 }
    @usableFromInline var constant: Double

    @inlinable
    init(basic: Symbol = .none, constant: Double = 0) {
        cells = nil
        count = 0
        capacity = 0
        self.basic = basic
        self.constant = constant
        deferredAt = 0
    }

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable
    subscript(position: Int) -> Cell {
        get { cells.unsafelyUnwrapped[position] }
        nonmutating set { cells.unsafelyUnwrapped[position] = newValue }
    }

    /// The position of `symbol` among the cells, or -1.
    ///
    /// - Complexity: O(log *n*) for a row of *n* cells.
    @inlinable
    func position(of symbol: Symbol) -> Int {
        var low = 0
        var high = Int(count)
        let target = symbol.raw
        guard let cells else { return -1 }
        while low < high {
            let middle = (low + high) >> 1
            let raw = cells[middle].symbol.raw
            if raw < target { low = middle + 1 } else if raw > target { high = middle } else { return middle }
        }
        return -1
    }

    /// The coefficient of `symbol`, zero when absent.
    @inlinable
    func coefficient(of symbol: Symbol) -> Double {
        let position = position(of: symbol)
        return position < 0 ? 0 : cells.unsafelyUnwrapped[position].coefficient
    }

    /// Makes room for `minimumCapacity` cells, with a block from `pool`.
    @inlinable
    mutating func reserve(_ minimumCapacity: Int, in pool: BlockPool) {
        guard minimumCapacity > Int(capacity) else { return }
        let wanted = Swift.max(minimumCapacity, Int(capacity) * 2, 4)
        let moved = pool.move(cells, count: Int(count), capacity: Int(capacity), toRoomFor: wanted)
        cells = moved.base
        capacity = Int32(moved.capacity)
    }

    /// Removes the cell at `position`, keeping the order.
    @inlinable
    mutating func remove(at position: Int) {
        let base = cells.unsafelyUnwrapped
        let last = Int(count) - 1
        if position < last {
            (base + position).update(from: base + position + 1, count: last - position)
        }
        count -= 1
    }

    /// Multiplies the constant and every coefficient by `factor`.
    @inlinable
    mutating func scale(by factor: Double) {
        constant *= factor
        guard let cells else { return }
        for position in 0..<Int(count) { cells[position].coefficient *= factor }
    }

    /// An independent copy with its own cells, from `pool`.
    @inlinable
    func copy(in pool: BlockPool) -> Row {
        var result = self
        result.cells = nil
        result.capacity = 0
        if count > 0 {
            result.reserve(Int(count), in: pool)
            result.cells!.initialize(from: cells!, count: Int(count))
        }
        return result
    }

    /// Gives the cells back to `pool`, the one they came from.
    @inlinable
    mutating func deallocate(in pool: BlockPool) {
        if let cells { pool.free(UnsafeMutableRawPointer(cells), bytes: Int(capacity) * MemoryLayout<Cell>.stride) }
        cells = nil
        count = 0
        capacity = 0
    }
}

/// The rows that mention one symbol: the column index that lets substitution and
/// `suggestValue` visit only the rows that matter instead of the whole tableau.
///
/// Entries are added when a row gains the symbol and are dropped lazily: a row that
/// loses the symbol leaves a stale entry that readers skip (they check the row), and
/// the list is compacted once the entries known to have gone stale (a cell cancelled
/// to zero, a row dropped) make up three quarters of it. Columns that only grow, as in a long
/// chain where every row mentions every error symbol, are never scanned.
@usableFromInline
struct Column: BitwiseCopyable {
    @usableFromInline var entries: UnsafeMutablePointer<Int32>?
    @usableFromInline var count: Int32
    @usableFromInline var capacity: Int32
    /// How many entries went stale (or were repeated) since the last compaction.
    @usableFromInline var stale: Int32
    /// The substitution epoch (``Tableau/substitutionEpoch``) a substitution last emptied
    /// the column at, while a batch deferred rows: a row deferred at or before it may
    /// mention the symbol without an entry here.
    @usableFromInline var clearedAt: UInt32

    @inlinable
    init() {
        entries = nil
        count = 0
        capacity = 0
        stale = 0
        clearedAt = 0
    }

    @inlinable
    subscript(position: Int) -> Int32 {
        entries.unsafelyUnwrapped[position]
    }

    /// Appends a row's slot, growing into a block from `pool`.
    @inlinable
    mutating func append(_ row: Int32, in pool: BlockPool) {
        if count == capacity { grow(to: Int(capacity) * 2, in: pool) }
        entries.unsafelyUnwrapped[Int(count)] = row
        count += 1
    }

    @inlinable
    mutating func grow(to minimumCapacity: Int, in pool: BlockPool) {
        let moved = pool.move(entries, count: Int(count), capacity: Int(capacity), toRoomFor: minimumCapacity)
        entries = moved.base
        capacity = Int32(moved.capacity)
    }

    /// An independent copy with its own entries, from `pool`.
    @inlinable
    func copy(in pool: BlockPool) -> Column {
        var result = self
        result.entries = nil
        result.capacity = 0
        if count > 0 {
            result.grow(to: Int(count), in: pool)
            result.entries!.initialize(from: entries!, count: Int(count))
        }
        return result
    }

    /// Gives the entries back to `pool`, the one they came from.
    @inlinable
    mutating func deallocate(in pool: BlockPool) {
        if let entries { pool.free(UnsafeMutableRawPointer(entries), bytes: Int(capacity) * MemoryLayout<Int32>.stride) }
        entries = nil
        count = 0
        capacity = 0
        stale = 0
    }
}
