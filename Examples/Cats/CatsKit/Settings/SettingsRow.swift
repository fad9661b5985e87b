import CatsAPI
import TrellisLists
import TrellisViews

/// One row of the settings table: what it is, its title, its value, and the control a
/// preference's row shows (a switch or a select, Nimbus's form elements in a table model).
///
/// Rows are identified by their ``Kind`` (a service's row by its service too), so an
/// action attached to the "Log out" row (`ItemActions.attach(to:tap:detail:navigate:)`)
/// stays attached when the row's text changes.
public struct SettingsRow: Identifiable, Hashable, Sendable, AccessibilityLabeled {
    /// What a row shows.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case user, logOut, appVersion, serverVersion, serverURL, connectivity, database, theme, density
        /// How many colours the terminal is written with (in a terminal only).
        case colorMode
        /// How long a stored list stays fresh.
        case staleAfter
        /// The changes waiting for the server, while it does not answer.
        case pending
        /// The session's values (``CatsSessionValues``).
        case recentlyViewed, lastSearch
        /// One of the app's services (its name is the title) and its state.
        case service
    }

    /// What the row shows.
    public var kind: Kind
    /// The row's title ("Database").
    public var title: String
    /// The row's value, shown after the title ("/home/ada/.local/share/cats/cats.sqlite"),
    /// or after its control (why a preference was not saved).
    public var value: String
    /// The control a preference's row shows, if any.
    public var control: Control?

    /// What a preference's row shows in its value column, bound one way to the state:
    /// Enter (or a click) on the row works the control, and its change goes to the reactor.
    public enum Control: Hashable, Sendable {
        /// A switch (UIKit's `UISwitch`; Nimbus's `NISwitchFormElement`), on or off.
        case toggle(Bool)
        /// A pop-up list of `options` with `selected` chosen (AppKit's `NSPopUpButton`).
        case choice([ChoiceOption<String>], selected: String)
    }

    /// The kind, and for a service its name: one row per service.
    public var id: String { kind == .service ? "service: \(title)" : kind.rawValue }

    public init(_ kind: Kind, _ title: String, _ value: String = "", control: Control? = nil) {
        self.kind = kind
        self.title = title
        self.value = value
        self.control = control
    }

    /// What a screen reader says for the row as focus reaches it: its title, its control's
    /// state ("Dark theme, switch, on"; "Colours, pop-up, 16 colours") and its value.
    public var accessibilityLabel: String {
        var words = [title]
        switch control {
        case .toggle(let isOn): words += ["switch", isOn ? "on" : "off"]
        case .choice(let options, let selected): words += ["pop-up", options.first { $0.value == selected }?.title ?? selected]
        case nil: break
        }
        if !value.isEmpty { words.append(value) }
        return words.joined(separator: ", ")
    }

    /// What the row is, and what Enter does on it: the line Settings shows under the table
    /// for the focused row.
    public var explanation: String {
        switch kind {
        case .user: "The account your favorites and sightings are kept under."
        case .logOut: "Enter logs out: this session's requests stop; changes not sent yet wait for your next sign-in."
        case .appVersion: "This build of Cats."
        case .serverVersion: "The version cats-server reports, asked again whenever it comes back."
        case .serverURL: "Where favorites and sightings are sent (cats --server)."
        case .connectivity: "Whether the server answers now; while it does not, changes wait here."
        case .pending: "Changes saved here that the server has not taken yet; sent when it answers."
        case .database: "The SQLite file that keeps the catalog, your favorites and what waits to be sent."
        case .density: "Enter switches the breeds grid between comfortable and compact, at once."
        case .theme: "Enter switches between the dark and the light theme, at once."
        case .colorMode: "Enter chooses how many colours the terminal shows; automatic is what it says it shows."
        case .staleAfter: "Enter chooses how long a list stays fresh before it is asked of the server again."
        case .recentlyViewed: "The breeds opened in this session, newest first."
        case .lastSearch: "The last search typed in this session."
        case .service: "\(title): started in dependency order, stopped in reverse."
        }
    }
}

/// What is known of the server's version.
public enum ServerVersionState: Hashable, Sendable {
    /// Asked, not answered yet.
    case loading
    /// No server, or it did not answer.
    case unavailable
    /// The server's answer.
    case known(ServerVersion)

    /// `…` while loading, `—` without an answer, else "1.0.0 (API 1)".
    public var text: String {
        switch self {
        case .loading: "…"
        case .unavailable: "—"
        case .known(let version): "\(version.server) (API \(version.api))"
        }
    }
}
