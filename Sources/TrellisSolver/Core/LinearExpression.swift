/// A linear expression: `Σ coefficient · variable + constant`.
///
/// kiwi's `kiwi::Expression`, named for what it is so that it does not shadow Foundation's
/// `Expression` (macOS 15, iOS 18) in a file that imports both.
///
/// Expressions are usually made with operators on variables and numbers rather than
/// spelled out:
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let right = left + width          // LinearExpression
/// let centre = left + width / 2     // LinearExpression
/// ```
///
/// Terms are kept as written; the solver merges repeated variables when it adds a
/// constraint, and ``simplified()`` does the same on demand.
public struct LinearExpression: Sendable, Hashable {
    /// The variable summands, in the order they were written.
    public var terms: [Term]
    /// The number added to the terms.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The expression made of one term.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// The constant expression.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The same expression with each variable once, in first-appearance order, and
    /// without zero terms.
    ///
    /// - Complexity: O(*n*) for *n* terms.
    public func simplified() -> LinearExpression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for term in terms {
            if sums[term.variable] == nil { order.append(term.variable) }
            sums[term.variable, default: 0] += term.coefficient
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = sums[variable]!
            return coefficient == 0 ? nil : Term(variable, coefficient: coefficient)
        }
        return LinearExpression(terms: merged, constant: constant)
    }

    /// The value of the expression given a value for each variable.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// Reads like the source: `left + 0.5 * width - 8`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient == -1 ? "-\(term.variable)" : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + \(formatNumber(constant))" }
        if constant < 0 { text += " - \(formatNumber(-constant))" }
        return text
    }
}
