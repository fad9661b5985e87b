import CatsAPI
import TrellisReactor
import TrellisViews

/// The sign-in screen's logic, a `Reactor`: TrellisReactor's `FormReactor` of the user
/// id, signing in with it through ``CatsAccount``. A refused id (the typed
/// ``AccountError``, as it describes itself) is shown until the text changes; a user that
/// signed in pulses `submitted`.
///
/// ```swift
/// let reactor = SignInReactor(account: services.account)
/// reactor.send(.edit(.userID, "ada"))
/// reactor.send(.submit)               // signs in as "ada"; `submitted` pulses the user
/// ```
public typealias SignInReactor = FormReactor<SignInField, CatsUser>

/// The sign-in form's one field.
public enum SignInField: Hashable, Sendable {
    case userID

    /// The form's field: "User id".
    public static let form = [FormField(userID, label: "User id", placeholder: "lowercase letters, digits, -", key: "field")]
}

extension FormReactor where Field == SignInField, Output == CatsUser {
    /// A reactor signing in through `account`.
    public convenience init(account: any CatsAccount) {
        self.init { form in try await account.signIn(form[.userID]) }
    }
}
