/// Why a ``Solver`` refused a request. Each case carries the culprit.
///
/// Every throwing solver method throws only `SolverError`, and a method that throws
/// leaves the solver exactly as it was before the call.
///
/// ```swift
/// do {
///     try solver.add(width == 100)
/// } catch .unsatisfiableConstraint(let constraint, let conflicts) {
///     print("\(constraint) fights \(conflicts)")
/// } catch {
///     print(error)
/// }
/// ```
public enum SolverError: Error, Hashable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints
    /// already added. `conflicts` lists the required constraints it contradicts, as far
    /// as the tableau shows them (it may be empty when the solver cannot tell).
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than ``Strength/required``, or a suggestion could
    /// never give way to a required constraint.
    case requiredEditStrength(Variable)
    /// The solver reached a state the algorithm rules out (an infeasible row the dual
    /// simplex cannot repair). This is a bug in the solver; the message says where.
    case internalFailure(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            return "duplicate constraint: \(constraint) is already in the solver"
        case .unsatisfiableConstraint(let constraint, let conflicts):
            if conflicts.isEmpty { return "unsatisfiable constraint: \(constraint)" }
            return "unsatisfiable constraint: \(constraint) conflicts with "
                + conflicts.map { "[\($0)]" }.joined(separator: ", ")
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable):
            return "duplicate edit variable: \(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "unknown edit variable: \(variable) is not an edit variable; call addEditVariable(_:strength:) first"
        case .requiredEditStrength(let variable):
            return "edit variable \(variable) cannot be required; use .strong or a custom strength below .required"
        case .internalFailure(let message):
            return "internal solver failure: \(message)"
        }
    }
}
