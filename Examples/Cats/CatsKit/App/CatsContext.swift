import TrellisShell
import TrellisTerminal
import TrellisViews

/// What every Cats screen is made with: the services, the theme, the status line, the
/// session's values and what a screen may ask of the app (``CatsAppActions``). The
/// composition root makes one per session, every dependency an initializer parameter;
/// tests make their own.
///
/// ```swift
/// let context = CatsContext(actions: shellActions, services: services, theme: look.theme)
/// let screen = CatDetailScreen(breedID: 3, context: context)
/// context.open(CatsLinks.cat(4))
/// ```
@MainActor
public final class CatsContext {
    /// What a screen may ask of the app: open a link, focus, announce, draw, end the session.
    public let actions: any CatsAppActions
    /// The data: catalog, favorites, account, sync.
    public let services: CatsServices
    /// The look: the signed-in user's theme. Settings changes it; the shell makes the
    /// screens' views again in it (``observeTheme(_:)``), and every screen's `makeView`
    /// reads it then.
    public var theme: Theme {
        didSet { if theme != oldValue { themeObservers.forEach { $0(theme) } } }
    }
    private var themeObservers: [@MainActor (Theme) -> Void] = []
    /// How many colours the terminal is written with (``CatsColorMode``): Settings changes
    /// it, the shell applies it to the host (``observeColorMode(_:)``).
    public var colorMode: CatsColorMode {
        didSet { if colorMode != oldValue { colorModeObservers.forEach { $0(colorMode) } } }
    }
    private var colorModeObservers: [@MainActor (CatsColorMode) -> Void] = []
    /// The depth the terminal itself shows, which ``CatsColorMode/automatic`` stands for;
    /// `nil` on a host without colour modes (the browser), where Settings does not offer them.
    public let detectedColorDepth: ColorDepth?
    /// The signed-in user's preferences, kept across log out (the shell's `UserPreferenceStores`):
    /// where Settings stores the theme and the grid density.
    public let preferences: any PreferenceStore
    /// The session's values, dropped on log out (``CatsSessionValues``): the breeds viewed
    /// and the last search.
    public let sessionValues: CatsSessionValues
    /// The session's unsent sighting forms (``SightingDrafts``), a store the session holds
    /// and forgets on log out.
    public let sightingDrafts: SightingDrafts
    /// The grid density of the breeds list: the user's preference, followed at once by the
    /// views that ``observeDensity(_:)``.
    public var density: CatsGridDensity {
        didSet {
            guard density != oldValue else { return }
            for observer in densityObservers { observer(density) }
        }
    }
    private var densityObservers: [@MainActor (CatsGridDensity) -> Void] = []
    /// The status line's messages.
    public let status: StatusLine
    /// Where screens report their constraints, with their keys, as they make or change
    /// them (the detail header does): `cats --debug-layout` gives the log. `nil` reports
    /// nothing.
    public let layoutReport: (@MainActor (String) -> Void)?

    /// A context over `services` whose screens ask `actions` of the app, showing `theme`,
    /// storing preferences in `preferences`; a session's `sessionValues` and
    /// `sightingDrafts` (new, empty ones by default: a context outside a session, such as
    /// the sign-in screen's).
    public init(
        actions: any CatsAppActions, services: CatsServices, theme: Theme = .cats, status: StatusLine = StatusLine(),
        preferences: any PreferenceStore = InMemoryPreferenceStore(), density: CatsGridDensity = .comfortable,
        colorMode: CatsColorMode = .automatic, detectedColorDepth: ColorDepth? = nil,
        sessionValues: CatsSessionValues = CatsSessionValues(), sightingDrafts: SightingDrafts = SightingDrafts(),
        layoutReport: (@MainActor (String) -> Void)? = nil
    ) {
        self.actions = actions
        self.services = services
        self.theme = theme
        self.status = status
        self.preferences = preferences
        self.density = density
        self.colorMode = colorMode
        self.detectedColorDepth = detectedColorDepth
        self.sessionValues = sessionValues
        self.sightingDrafts = sightingDrafts
        self.layoutReport = layoutReport
    }

    /// Calls `body` with the density now and after every change (a view keeps its own
    /// reference weak in `body`).
    public func observeDensity(_ body: @escaping @MainActor (CatsGridDensity) -> Void) {
        body(density)
        densityObservers.append(body)
    }

    /// Calls `body` after every change of the theme (not with the theme now: what is on
    /// screen was made in it).
    public func observeTheme(_ body: @escaping @MainActor (Theme) -> Void) { themeObservers.append(body) }

    /// Calls `body` with the colour mode now and after every change.
    public func observeColorMode(_ body: @escaping @MainActor (CatsColorMode) -> Void) {
        body(colorMode)
        colorModeObservers.append(body)
    }

    /// Opens a `cats://` link (``CatsAppActions/open(_:)``).
    public func open(_ link: String) { actions.open(link) }
    /// Gives `view` keyboard focus (``CatsAppActions/focus(_:)``).
    public func focus(_ view: View) { actions.focus(view) }
    /// Says `sentence` in the accessible mode (``CatsAppActions/announce(_:)``).
    public func announce(_ sentence: String) { actions.announce(sentence) }
}
