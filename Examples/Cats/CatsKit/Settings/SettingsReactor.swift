import CatsAPI
import TrellisData
import TrellisReactor
import TrellisShell

/// The settings screen's logic (Drrrible's `SettingsViewReactor`): who is signed in, the
/// versions, where the data is, the user's preferences (theme, grid density: kept across
/// log out), the session's values (dropped on log out), the app's services and their
/// states, and logging out (the session is invalidated first, which cancels its requests).
///
/// The signed-in user and the connectivity are replayed values only their owners write, the
/// services' states versioned statuses of TrellisShell's `ServiceStates`;
/// the reactor merges them into its mutations in ``transform(mutation:)``, so the table
/// changes when someone signs in or the server goes away, whoever caused it.
///
/// ```swift
/// let reactor = SettingsReactor(services: context.services)
/// reactor.send(.load)                        // asks the server's version
/// reactor.observe(\.table) { source.setModel($0) }.store(in: bag)
/// reactor.send(.logOut)                      // signs out; `didSignOut` pulses when done
/// ```
public final class SettingsReactor: Reactor {
    /// What the screen asks.
    public enum Action: Sendable, Equatable {
        /// Ask the server's version (again).
        case load
        /// Sign out.
        case logOut
        /// Store the other theme as the user's preference, shown from the next sign-in.
        case switchTheme
        /// Store the other grid density as the user's preference; the list follows at once.
        case switchDensity
    }

    /// What changes the state.
    public enum Mutation: Sendable, Equatable {
        case setUser(CatsUser?)
        case setConnectivity(Connectivity)
        case setServerVersion(ServerVersion?)
        case setSigningOut(Bool)
        case signedOut
        case setStoredTheme(CatsTheme?, problem: String?)
        case setDensity(CatsGridDensity, problem: String?)
        /// The services as they are now, merged by version (`ServiceStates.current`).
        case setServices([ServiceStatus])
        /// One service changed (`ServiceStates.changes()`).
        case serviceChanged(ServiceStatus)
    }

    /// What the screen shows.
    public struct State: Sendable, Equatable {
        /// The signed-in user, or `nil`.
        public var user: CatsUser?
        /// The app's version.
        public var appVersion = CatsAPI.appVersion
        /// The server's version, as far as it is known.
        public var serverVersion = ServerVersionState.loading
        /// The server's URL, if there is one.
        public var serverURL: String?
        /// Whether the server answers.
        public var connectivity: Connectivity
        /// Where the database is.
        public var database: String
        /// The theme on screen, or `nil` for one that is not a ``CatsTheme``.
        public var theme: CatsTheme?
        /// The theme stored as the user's preference, shown from the next sign-in, if any.
        public var storedTheme: CatsTheme?
        /// Why the last switch could not be stored, if it could not.
        public var themeProblem: String?
        /// The grid density of the breeds list (the user's preference).
        public var density = CatsGridDensity.comfortable
        /// Why the last density switch could not be stored, if it could not.
        public var densityProblem: String?
        /// The breeds viewed in this session, newest first (``CatsSessionValues``).
        public var recentlyViewed: [String] = []
        /// The last search of this session, if any.
        public var lastSearch: String?
        /// The app's services and their states, app ones first (Settings' Services section).
        public var services: [ServiceStatus] = []
        /// Whether a sign-out is under way.
        public var isSigningOut = false
        /// Set (and pulsed) once signing out has finished: the shell shows the sign-in screen.
        @Pulse public var didSignOut = false
    }

    public let runtime: ReactorRuntime<SettingsReactor>
    let services: CatsServices
    let preferences: any PreferenceStore
    let endSession: @MainActor @Sendable () -> Void
    /// The values the state started with: the merged streams skip them when they replay them.
    private let initialUser: CatsUser?
    private let initialConnectivity: Connectivity
    private let initialServices: [ServiceStatus]

    /// A reactor reading `services`, showing `theme`, `density` and the session's `values`,
    /// and storing a switch in `preferences`; the state starts from their current values.
    /// Logging out calls `endSession` (the shell invalidates its session) before signing out.
    public init(
        services: CatsServices, preferences: any PreferenceStore = InMemoryPreferenceStore(), theme: CatsTheme? = .dark,
        density: CatsGridDensity = .comfortable, values: CatsSessionValues = CatsSessionValues(),
        endSession: @escaping @MainActor @Sendable () -> Void
    ) {
        self.services = services
        self.preferences = preferences
        self.endSession = endSession
        initialUser = services.account.currentUser.current
        initialServices = services.lifecycle.states.current
        initialConnectivity = services.sync.connectivity.current
        runtime = ReactorRuntime(
            initialState: State(
                user: initialUser, serverURL: services.sync.serverURL,
                connectivity: initialConnectivity, database: services.sync.databaseDescription, theme: theme,
                storedTheme: preferences.string(forKey: CatsTheme.preference.name).flatMap(CatsTheme.init(rawValue:)),
                density: density, recentlyViewed: values.recentlyViewed, lastSearch: values.lastSearch, services: initialServices))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        switch action {
        case .load:
            return .run { [sync = services.sync] send in
                await send(.setServerVersion(await sync.serverVersion()))
            }
            .cancellable(id: "serverVersion", cancelInFlight: true)
        case .logOut:
            guard !currentState.isSigningOut else { return .none }
            return .concat(
                .just(.setSigningOut(true)),
                .run { [account = services.account, endSession] send in
                    // The session ends first: its requests are cancelled before the account
                    // signs out, so none of them answers (or writes) afterwards.
                    await endSession()
                    await account.signOut()
                    await send(.signedOut)
                }
            )
        case .switchTheme:
            return switchTheme()
        case .switchDensity:
            return switchDensity()
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setUser(let user): state.user = user
        case .setConnectivity(let connectivity): state.connectivity = connectivity
        case .setServerVersion(let version): state.serverVersion = version.map(ServerVersionState.known) ?? .unavailable
        case .setSigningOut(let signingOut): state.isSigningOut = signingOut
        case .signedOut:
            state.isSigningOut = false
            state.didSignOut = true
        case .setStoredTheme(let theme, let problem): (state.storedTheme, state.themeProblem) = (theme, problem)
        case .setDensity(let density, let problem): (state.density, state.densityProblem) = (density, problem)
        case .setServices(let services): for status in services { state.services.merge(status) }
        case .serviceChanged(let status): state.services.merge(status)
        }
    }

    /// Merges the account's current user, the connectivity and the services' states
    /// (Drrrible merges `userService.currentUser`). Each replayed stream replays its current
    /// value first; values equal to the one the state already has are skipped, so only
    /// changes arrive. The services come as view-model changes (``serviceChanges(of:)``).
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        mutation
            .merge(Self.changes(of: services.account.currentUser, from: initialUser, as: Mutation.setUser))
            .merge(Self.changes(of: services.sync.connectivity, from: initialConnectivity, as: Mutation.setConnectivity))
            .merge(Self.serviceChanges(of: services.lifecycle.states, from: initialServices))
    }

    /// Every change of a service's status, as Facebook's view controllers hear their
    /// `FBViewModelController`: the stream is subscribed to first, then the statuses as
    /// they are now are merged if they are not `initial` (the state's first), so a change
    /// made since then is neither missed nor applied twice (each status keeps its newest
    /// version).
    static func serviceChanges(of states: ServiceStates, from initial: [ServiceStatus]) -> Effect<Mutation> {
        .run { send in
            let changes = states.changes()
            let now = states.current
            if now != initial { await send(.setServices(now)) }
            for await status in changes { await send(.serviceChanged(status)) }
        }
    }

    /// An effect sending `mutation(value)` for every value of `replayed` that differs from
    /// the one before it (the first compared with `initial`).
    static func changes<Value: Equatable & Sendable>(
        of replayed: ReplayedValue<Value>, from initial: Value, as mutation: @escaping @Sendable (Value) -> Mutation
    ) -> Effect<Mutation> {
        .run { send in
            var last = initial
            for await value in replayed.values where value != last {
                last = value
                await send(mutation(value))
            }
        }
    }
}
