import TrellisShell
import TrellisViews

/// What every Cats screen is made with: the services, the theme, the status line and a way
/// to open a deep link. The composition root makes one per session; tests make their own.
///
/// ```swift
/// let context = CatsContext(services: services)
/// context.open = { link in try? navigator.open(link, from: modules) }
/// let screen = CatDetailScreen(breedID: 3, context: context)
/// ```
@MainActor
public final class CatsContext {
    /// The data: catalog, favorites, account, sync.
    public let services: CatsServices
    /// The look: the signed-in user's theme (set by the shell as the session begins).
    public internal(set) var theme: Theme
    /// The signed-in user's preferences, kept across log out (``CatsUserPreferences``):
    /// where Settings stores the theme and the grid density.
    public internal(set) var preferences: any PreferenceStore
    /// The session's values, dropped on log out (``CatsSessionValues``): the breeds viewed
    /// and the last search. The shell sets the session's; until then, values of its own.
    public internal(set) var sessionValues = CatsSessionValues()
    /// The session's unsent sighting forms (``SightingDrafts``), a store the session holds
    /// and forgets on log out. The shell sets the session's; until then, a store of its own.
    public internal(set) var sightingDrafts = SightingDrafts()
    /// Ends the session before the account signs out (set by the shell to invalidate its
    /// TrellisShell `Session`, which cancels the session's requests). Does nothing until set.
    public var endSession: @MainActor () -> Void = {}
    /// The grid density of the breeds list: the user's preference, followed at once by the
    /// views that ``observeDensity(_:)``.
    public var density = CatsGridDensity.comfortable {
        didSet {
            guard density != oldValue else { return }
            for observer in densityObservers { observer(density) }
        }
    }
    private var densityObservers: [@MainActor (CatsGridDensity) -> Void] = []
    /// The status line's messages.
    public let status: StatusCenter
    /// Opens a `cats://` link (set by the shell to go through the router; a screen calls it
    /// for a row's tap). Does nothing until set.
    public var open: @MainActor (String) -> Void = { _ in }
    /// Asks the host to draw again after a change that came from outside an input event
    /// (a stream's value). Does nothing until set.
    public var requestRedraw: @MainActor () -> Void = {}
    /// Gives `view` keyboard focus (set by the shell to the terminal app's focused view;
    /// the search field takes it while a search is typed). Does nothing until set.
    public var focus: @MainActor (View) -> Void = { _ in }
    /// Says a change in words for the accessible mode ("68 breeds loaded"): set by the shell
    /// to the terminal app's `announce(_:)`, which drops it outside that mode. Does nothing
    /// until set.
    public var announce: @MainActor (String) -> Void = { _ in }
    /// Where screens report their constraints, with their keys, as they make or change
    /// them (the detail header does): set by `cats --debug-layout` to the log. `nil`, the
    /// default, reports nothing.
    public var layoutReport: (@MainActor (String) -> Void)?

    /// A context over `services`, showing `theme`, storing preferences in `preferences`.
    public init(
        services: CatsServices, theme: Theme = .cats, status: StatusCenter = StatusCenter(),
        preferences: any PreferenceStore = InMemoryPreferenceStore()
    ) {
        self.services = services
        self.theme = theme
        self.preferences = preferences
        self.status = status
    }

    /// Calls `body` with the density now and after every change (a view keeps its own
    /// reference weak in `body`).
    public func observeDensity(_ body: @escaping @MainActor (CatsGridDensity) -> Void) {
        body(density)
        densityObservers.append(body)
    }
}

/// A screen that lists its keys for the help overlay.
@MainActor
public protocol KeyHelpProviding {
    /// Every key of this screen, in the order the overlay shows them.
    var keyHelp: [KeyHelp] { get }
    /// Whether the screen's focus is a text field, where letters are typed rather than
    /// shortcuts: the shell then offers only keys that work there (F1 help, Esc, Ctrl-C).
    var typesText: Bool { get }
}

extension KeyHelpProviding {
    /// Most screens take letters as shortcuts.
    public var typesText: Bool { false }
}
