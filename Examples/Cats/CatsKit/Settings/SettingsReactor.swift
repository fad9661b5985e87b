import CatsAPI
import TrellisData
import TrellisReactor
import TrellisShell
import TrellisTerminal

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
        /// Show the other theme at once and store it as the user's preference (the
        /// "Dark theme" switch).
        case switchTheme
        /// Show the other grid density at once and store it (the "Compact grid" switch).
        case switchDensity
        /// Write the terminal in `mode` at once and store it (the "Colours" select).
        case chooseColorMode(CatsColorMode)
        /// Apply `choice` to the next list shown and store it (the "Stale after" select).
        case chooseStaleAfter(CatsStaleAfter)
    }

    /// What changes the state.
    public enum Mutation: Sendable, Equatable {
        case setUser(CatsUser?)
        case setConnectivity(Connectivity)
        case setServerVersion(ServerVersion?)
        case setSigningOut(Bool)
        case signedOut
        /// A preference chosen: applied, and stored unless `problem` says why not.
        case setTheme(CatsTheme, problem: String?)
        case setDensity(CatsGridDensity, problem: String?)
        case setColorMode(CatsColorMode, problem: String?)
        case setStaleAfter(CatsStaleAfter, problem: String?)
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
        /// Why the last theme switch could not be stored, if it could not.
        public var themeProblem: String?
        /// The grid density of the breeds list (the user's preference).
        public var density = CatsGridDensity.comfortable
        /// Why the last density switch could not be stored, if it could not.
        public var densityProblem: String?
        /// How many colours the terminal is written with.
        public var colorMode = CatsColorMode.automatic
        /// What the terminal itself shows (what ``CatsColorMode/automatic`` means), or `nil`
        /// on a host without colour modes, where the row is not shown.
        public var detectedColorDepth: ColorDepth?
        /// Why the last colour mode could not be stored, if it could not.
        public var colorModeProblem: String?
        /// How long a stored list stays fresh.
        public var staleAfter = CatsStaleAfter.standard
        /// What ``CatsStaleAfter/standard`` stands for (`cats --stale-after`).
        public var standardStaleness = StalenessPolicy.ttl(Staleness.defaultTimeToLive)
        /// Why the last stale-after choice could not be stored, if it could not.
        public var staleAfterProblem: String?
        /// The preference changed last, if any: the table keeps focus on its row when the
        /// screen's view is made again in a new theme.
        public var lastChanged: SettingsRow.Kind?
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

    /// A reactor reading `services`, showing `theme`, `density`, `colorMode` (on a terminal
    /// showing `detectedColorDepth`, `nil` for another host) and the session's `values`, and
    /// storing a change in `preferences`; the state starts from their current values (the
    /// stale-after choice from `services.stalenessSetting`). Logging out calls `endSession`
    /// (the shell invalidates its session) before signing out.
    public init(
        services: CatsServices, preferences: any PreferenceStore = InMemoryPreferenceStore(), theme: CatsTheme? = .dark,
        density: CatsGridDensity = .comfortable, colorMode: CatsColorMode = .automatic, detectedColorDepth: ColorDepth? = nil,
        values: CatsSessionValues = CatsSessionValues(), endSession: @escaping @MainActor @Sendable () -> Void
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
                density: density, colorMode: colorMode, detectedColorDepth: detectedColorDepth,
                staleAfter: services.stalenessSetting.choice, standardStaleness: services.stalenessSetting.standard,
                recentlyViewed: values.recentlyViewed, lastSearch: values.lastSearch, services: initialServices))
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
            let next: CatsTheme = currentState.theme == .dark ? .light : .dark
            return store(next, for: CatsTheme.preference, as: Mutation.setTheme)
        case .switchDensity:
            return store(currentState.density.toggled, for: CatsGridDensity.preference, as: Mutation.setDensity)
        case .chooseColorMode(let mode):
            return store(mode, for: CatsColorMode.preference, as: Mutation.setColorMode)
        case .chooseStaleAfter(let choice):
            return store(choice, for: CatsStaleAfter.preference, as: Mutation.setStaleAfter)
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
        case .setTheme(let theme, let problem): (state.theme, state.themeProblem, state.lastChanged) = (theme, problem, .theme)
        case .setDensity(let density, let problem): (state.density, state.densityProblem, state.lastChanged) = (density, problem, .density)
        case .setColorMode(let mode, let problem):
            (state.colorMode, state.colorModeProblem, state.lastChanged) = (mode, problem, .colorMode)
        case .setStaleAfter(let choice, let problem):
            (state.staleAfter, state.staleAfterProblem, state.lastChanged) = (choice, problem, .staleAfter)
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
