import TrellisReactor

/// The text fields page's logic: the reactor's state owns every value typed, and the
/// fields only follow it (each edit is an action; the state flows back one way).
///
/// ```swift
/// let fields = FieldsReactor()
/// fields.send(.setName("Ada"))
/// fields.send(.submit)
/// fields.currentState.submitted     // "Ada <> with a secret of 0 characters"
/// ```
public final class FieldsReactor: Reactor {
    /// What the page asks.
    public enum Action: Sendable, Equatable {
        /// The name field's text changed.
        case setName(String)
        /// The email field's text changed.
        case setEmail(String)
        /// The secret field's text changed.
        case setSecret(String)
        /// The Submit button was pressed.
        case submit
    }

    /// What the page shows.
    public struct State: Sendable, Equatable {
        /// The name typed.
        public var name = ""
        /// The email typed.
        public var email = ""
        /// The secret typed; never shown, only its length.
        public var secret = ""
        /// What the last submit sent, in words (the secret's length only).
        public var submitted: String?
    }

    public let runtime = ReactorRuntime<FieldsReactor>(initialState: State())

    /// An empty form.
    public init() {}

    public func reduce(_ state: inout State, _ mutation: Action) {
        switch mutation {
        case .setName(let name): state.name = name
        case .setEmail(let email): state.email = email
        case .setSecret(let secret): state.secret = secret
        case .submit:
            state.submitted = "\(state.name) <\(state.email)> with a secret of \(state.secret.count) characters"
        }
    }
}
