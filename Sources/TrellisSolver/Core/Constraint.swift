/// A linear relation between expressions, with a strength: `expression ⋚ 0`.
///
/// Constraints are made with the relational operators and given a strength with `~`:
///
/// ```swift
/// let c1 = avatar.left == parent.left + 8          // required
/// let c2 = (avatar.width == 100) ~ .strong
/// let c3 = (avatar.width >= 20).withStrength(.required)
/// ```
///
/// A constraint is an identity, like kiwi's: a solver adds, finds and removes the very
/// object it was given, and two equal-looking constraints are two constraints.
/// Constraints are immutable and `Sendable`.
public final class Constraint: Sendable {
    /// The left side minus the right side; the relation compares it with zero.
    public let expression: LinearExpression
    /// How ``expression`` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// The sides as written, for descriptions; `nil` when built from one expression.
    let sides: (left: LinearExpression, right: LinearExpression)?

    /// Creates `expression ⋚ 0` with the given strength.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = Strength(value: strength.value)
        self.sides = nil
    }

    /// Creates `left ⋚ right`, stored as `left - right ⋚ 0`.
    public init(_ left: LinearExpression, _ relation: Relation, _ right: LinearExpression, strength: Strength = .required) {
        var difference = left
        difference.terms += right.terms.map { Term($0.variable, coefficient: -$0.coefficient) }
        difference.constant -= right.constant
        self.expression = difference
        self.relation = relation
        self.strength = Strength(value: strength.value)
        self.sides = (left, right)
    }

    /// A new constraint with the same relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        if let sides { return Constraint(sides.left, relation, sides.right, strength: strength) }
        return Constraint(expression, relation, strength: strength)
    }

    /// Whether the relation holds for the given values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6, _ valueOf: (Variable) -> Double) -> Bool {
        let value = expression.value(valueOf)
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}

/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `==`
    case equal
    /// `<=`
    case lessThanOrEqual
    /// `>=`
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

extension Constraint: Hashable {
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Constraint: CustomStringConvertible, CustomDebugStringConvertible {
    /// `left == right + 8 | required`.
    public var description: String {
        if let sides { return "\(sides.left) \(relation) \(sides.right) | \(strength)" }
        return "\(expression) \(relation) 0 | \(strength)"
    }

    public var debugDescription: String { "Constraint(\(description))" }
}
