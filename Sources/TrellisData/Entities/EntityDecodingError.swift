/// Why the server's representation of an entity could not be decoded, naming the field and
/// the entity: `missing "origin" in breed 12`.
public struct EntityDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong with the field.
    public enum Problem: Equatable, Sendable {
        /// The field is absent or null.
        case missing
        /// The field holds another kind of value (`expected` names the kind wanted).
        case wrongType(expected: String, found: String)
        /// The field has the right kind but a value the entity refuses.
        case invalid(String)
        /// The representation is not a JSON object at all.
        case notAnObject(found: String)
    }

    /// The entity's name: `"breed"`.
    public let entity: String
    /// The entity's id as the server sent it, when it could be read.
    public let id: String?
    /// The field at fault; empty when the whole representation is wrong.
    public let field: String
    /// What was wrong.
    public let problem: Problem

    /// Describes a decoding failure.
    public init(entity: String, id: String?, field: String, problem: Problem) {
        self.entity = entity
        self.id = id
        self.field = field
        self.problem = problem
    }

    public var description: String {
        let subject = id.map { "\(entity) \($0)" } ?? entity
        switch problem {
        case .missing: return "missing \"\(field)\" in \(subject)"
        case .wrongType(let expected, let found): return "\"\(field)\" in \(subject) is a \(found), expected a \(expected)"
        case .invalid(let reason): return "\"\(field)\" in \(subject) is invalid: \(reason)"
        case .notAnObject(let found): return "\(subject) is a \(found), expected an object"
        }
    }
}
