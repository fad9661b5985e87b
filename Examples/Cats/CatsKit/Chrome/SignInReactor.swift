import CatsAPI
import TrellisReactor

/// The sign-in screen's logic: the user id typed so far, and signing in with it.
///
/// A refused id (``AccountError``) stays in the state until the text changes, so the
/// screen shows why; a user that signed in pulses ``State/signedIn``.
///
/// ```swift
/// let reactor = SignInReactor(account: services.account)
/// reactor.send(.type("a")); reactor.send(.type("d")); reactor.send(.type("a"))
/// reactor.send(.submit)               // signs in as "ada"; `signedIn` pulses the user
/// ```
public final class SignInReactor: Reactor {
    /// What the screen asks.
    public enum Action: Sendable, Equatable {
        /// A character typed at the end of the id.
        case type(Character)
        /// The field's whole text after an edit (typing, a paste, Ctrl-U...).
        case edit(String)
        /// Backspace: the last character removed.
        case deleteBackward
        /// Enter: sign in with the id typed.
        case submit
    }

    /// What changes the state.
    public enum Mutation: Sendable, Equatable {
        case setText(String)
        case setSigningIn(Bool)
        case failed(AccountError)
        case signedIn(CatsUser)
    }

    /// What the screen shows.
    public struct State: Sendable, Equatable {
        /// The id typed so far.
        public var text = ""
        /// Whether a sign-in is under way (typing waits).
        public var isSigningIn = false
        /// Why the last attempt failed, until the text changes.
        public var error: AccountError?
        /// The user who signed in (pulsed once per sign-in).
        @Pulse public var signedIn: CatsUser? = nil
    }

    public let runtime = ReactorRuntime<SignInReactor>(initialState: State())
    let account: any CatsAccount

    /// A reactor signing in through `account`.
    public init(account: any CatsAccount) {
        self.account = account
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let state = currentState
        guard !state.isSigningIn else { return .none }
        switch action {
        case .type(let character):
            return .just(.setText(state.text + String(character)))
        case .edit(let text):
            return text == state.text ? .none : .just(.setText(text))
        case .deleteBackward:
            return state.text.isEmpty ? .none : .just(.setText(String(state.text.dropLast())))
        case .submit:
            let id = state.text
            return .concat(
                .just(.setSigningIn(true)),
                .run { [account] send in
                    do throws(AccountError) {
                        let user = try await account.signIn(id)
                        await send(.signedIn(user))
                    } catch {
                        await send(.failed(error))
                    }
                }
            )
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setText(let text):
            state.text = text
            state.error = nil
        case .setSigningIn(let signingIn):
            state.isSigningIn = signingIn
        case .failed(let error):
            state.isSigningIn = false
            state.error = error
        case .signedIn(let user):
            state.isSigningIn = false
            state.error = nil
            state.signedIn = user
        }
    }
}
