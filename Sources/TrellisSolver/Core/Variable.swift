/// An unknown that a ``Solver`` assigns a value to.
///
/// A variable is an identity, not a value: two variables with the same name are
/// different unknowns, and the same variable may appear in many constraints and in
/// many solvers. Its value lives in each solver that knows it and is read back with
/// ``Solver/value(of:)``.
///
/// ```swift
/// let left = Variable("avatar.left")
/// let width = Variable("avatar.width")
/// var solver = Solver()
/// try solver.add(left == 8)
/// try solver.add(width >= 20)
/// solver.updateVariables()
/// solver.value(of: left)   // 8.0
/// ```
///
/// Variables are immutable and `Sendable`; equality and hashing use identity.
public final class Variable: Sendable {
    /// A name for debug output: the tableau dump and constraint descriptions.
    public let name: String

    /// Creates a fresh unknown.
    ///
    /// - Parameter name: A name used only in debug output. An empty name prints as
    ///   `v` and a few hex digits of the variable's address.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: Hashable {
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Variable: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        name.isEmpty ? "v" + String(UInt(bitPattern: ObjectIdentifier(self)) >> 4 & 0xFFFF, radix: 16) : name
    }

    public var debugDescription: String {
        "Variable(\(description))"
    }
}
