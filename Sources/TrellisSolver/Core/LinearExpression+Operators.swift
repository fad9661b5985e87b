// Arithmetic that builds expressions: `left + width / 2 - 8`.
//
// Every operator returns an `LinearExpression` (a variable alone stays a `Variable`), so the
// relational operators need only three operand types: LinearExpression, Variable, Double.

// MARK: - LinearExpression

extension LinearExpression {
    /// The sum as an expression.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference as an expression.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The negation.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand * -1
    }

    /// The product as an expression.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// The product as an expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs * lhs
    }

    /// The quotient as an expression.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs * (1 / rhs)
    }

    /// The sum as an expression.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The sum as an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The difference as an expression.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// The difference as an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + lhs
    }

    /// The sum as an expression.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: [Term(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// The difference as an expression.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: lhs.terms + [Term(rhs, coefficient: -1)], constant: lhs.constant)
    }

    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}

// MARK: - Variable

extension Variable {
    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(lhs), Term(rhs)])
    }

    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(lhs), Term(rhs, coefficient: -1)])
    }

    /// The negation.
    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression(Term(operand, coefficient: -1))
    }

    /// The product as an expression.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(Term(lhs, coefficient: rhs))
    }

    /// The product as an expression.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression(Term(rhs, coefficient: lhs))
    }

    /// The quotient as an expression.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(Term(lhs, coefficient: 1 / rhs))
    }

    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs)], constant: rhs)
    }

    /// The sum as an expression.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(rhs)], constant: lhs)
    }

    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs)], constant: -rhs)
    }

    /// The difference as an expression.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(rhs, coefficient: -1)], constant: lhs)
    }
}
