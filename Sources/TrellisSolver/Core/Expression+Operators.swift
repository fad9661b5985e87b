// Arithmetic that builds expressions: `left + width / 2 - 8`.
//
// Every operator returns an `Expression` (a variable alone stays a `Variable`), so the
// relational operators need only three operand types: Expression, Variable, Double.

// MARK: - Expression

extension Expression {
    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// The negation.
    public static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    /// The product as an expression.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// The product as an expression.
    public static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    /// The quotient as an expression.
    public static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }

    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    /// The sum as an expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression {
        rhs + lhs
    }

    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs + -rhs
    }

    /// The difference as an expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        -rhs + lhs
    }

    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        Expression(terms: lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(terms: [Term(lhs)] + rhs.terms, constant: rhs.constant)
    }

    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        Expression(terms: lhs.terms + [Term(rhs, coefficient: -1)], constant: lhs.constant)
    }

    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }
}

// MARK: - Variable

extension Variable {
    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(terms: [Term(lhs), Term(rhs)])
    }

    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(terms: [Term(lhs), Term(rhs, coefficient: -1)])
    }

    /// The negation.
    public static prefix func - (operand: Variable) -> Expression {
        Expression(Term(operand, coefficient: -1))
    }

    /// The product as an expression.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(Term(lhs, coefficient: rhs))
    }

    /// The product as an expression.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(Term(rhs, coefficient: lhs))
    }

    /// The quotient as an expression.
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(Term(lhs, coefficient: 1 / rhs))
    }

    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs)], constant: rhs)
    }

    /// The sum as an expression.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs)], constant: lhs)
    }

    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(terms: [Term(lhs)], constant: -rhs)
    }

    /// The difference as an expression.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression(terms: [Term(rhs, coefficient: -1)], constant: lhs)
    }
}
