/// A column of the tableau: an external variable or one of the solver's own unknowns.
///
/// Symbols are small integers so that every per-symbol fact (its row, its objective
/// coefficient, the rows that mention it) lives in a dense array indexed by
/// ``index``. The kind rides in the two low bits, so sorting by ``raw`` sorts by index
/// and kind checks cost no memory access.
@usableFromInline
struct Symbol: Hashable, Comparable, Sendable, BitwiseCopyable {
    /// What the symbol stands for in Cassowary's formulation.
    @usableFromInline
    enum Kind: UInt32, Sendable {
        /// A user's ``Variable``: unrestricted in sign.
        case external = 0
        /// The slack of an inequality (`expr + slack == 0`, `slack >= 0`).
        case slack = 1
        /// An error term of a non-required constraint, weighted in the objective.
        case error = 2
        /// The marker of a required equality: it never enters the basis.
        case dummy = 3
    }

    @usableFromInline var raw: UInt32

    @inlinable
    init(raw: UInt32) { self.raw = raw }

    @inlinable
    init(index: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: index) << 2 | kind.rawValue
    }

    /// The missing symbol (kiwi's `Invalid`).
    @usableFromInline static let none = Symbol(raw: .max)

    @inlinable var index: Int { Int(raw >> 2) }
    @inlinable var kind: Kind { Kind(rawValue: raw & 3).unsafelyUnwrapped }
    @inlinable var isNone: Bool { raw == .max }
    @inlinable var isExternal: Bool { raw & 3 == 0 && raw != .max }
    /// Slack and error symbols: restricted to be non-negative, and allowed to pivot.
    @inlinable var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
    @inlinable var isDummy: Bool { raw & 3 == 3 && raw != .max }

    @inlinable
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// One non-zero coefficient of a row.
@usableFromInline
struct Cell: BitwiseCopyable {
    @usableFromInline var symbol: Symbol
    @usableFromInline var coefficient: Double

    @inlinable
    init(_ symbol: Symbol, _ coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }
}

/// Cassowary's tolerance: coefficients and constants closer to zero than this are zero.
@usableFromInline let epsilon = 1.0e-8

@inlinable
func nearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}
