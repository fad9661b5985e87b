// Relations that build constraints: `left == right + 8`, `width >= 20`, and `~` to
// give one a strength: `(width == 100) ~ .strong`.

precedencegroup StrengthPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
    associativity: left
}

/// Gives a constraint a strength: `(width == 100) ~ .strong`, or without parentheses
/// `width == 100 ~ .strong`, since `~` binds more loosely than `==`.
infix operator ~ : StrengthPrecedence

extension Constraint {
    /// A copy of `constraint` with `strength`; see ``withStrength(_:)``.
    public static func ~ (constraint: Constraint, strength: Strength) -> Constraint {
        constraint.withStrength(strength)
    }
}

// MARK: - LinearExpression on the left

extension LinearExpression {
    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
    }

    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs)) }

    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs) }
}

// MARK: - Variable on the left

extension Variable {
    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
    }

    /// `lhs == rhs` as a constraint. Where a `Bool` is expected, `==` keeps comparing
    /// identities (``Variable`` is `Hashable`).
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
    }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
    }

    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
    }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
    }

    /// `lhs == rhs`, a required constraint; give it a strength with `~`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
    /// `lhs <= rhs`, a required constraint; give it a strength with `~`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
    }
    /// `lhs >= rhs`, a required constraint; give it a strength with `~`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
    }
}
