/// A variable times a coefficient: one summand of an ``LinearExpression``.
///
/// ```swift
/// let width = Variable("width")
/// let half = Term(width, coefficient: 0.5)   // 0.5 · width
/// ```
public struct Term: Sendable, Hashable {
    /// The unknown.
    public var variable: Variable
    /// What the unknown is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

extension Term: CustomStringConvertible {
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Prints a number without a trailing `.0` when it is whole, as people write offsets.
///
/// Integer conversion rather than `rounded()`: the module links without libm.
func formatNumber(_ value: Double) -> String {
    if abs(value) < 1e15, case let whole = Int64(value), Double(whole) == value { return String(whole) }
    return String(value)
}
