/// The gallery's screens, one per building block, in the order the home menu lists them.
///
/// Each names the original system it shows, so a reader can look it up: AAPL's Advanced
/// Collection Views data sources, Masonry's constraint maker, Nimbus's table model,
/// ReactorKit, Facebook's router and provider map, `UITextField` with a focus chain, and
/// Nimbus's form elements.
///
/// ```swift
/// let page = try GalleryPage(name: "lists")   // .lists
/// page.title                                  // "Lists"
/// ```
public enum GalleryPage: String, CaseIterable, Identifiable, Hashable, Sendable {
    /// Composed and segmented data sources with their placeholders (AAPL).
    case lists
    /// Boxes laid out by constraints, edited live (Masonry, Auto Layout's conflict log).
    case constraints
    /// A sectioned table model with a section index and mutations (Nimbus).
    case table
    /// A counter reactor, its state and what it received (ReactorKit).
    case reactor
    /// What a URL routes to and what the container resolves for it (Facebook's shell).
    case router
    /// Text fields bound to a reactor, one secure, and moving between them.
    case fields
    /// A form declared once, checked and submitted through a reactor (Nimbus, huh).
    case form
    /// A multi-line text area: soft wrap, selection, undo, a bounded paste (UITextView, Textual's TextArea).
    case textArea = "textarea"
    /// A million generated rows, sorted, resized and hidden (AppKit's NSTableView, Textual's DataTable).
    case dataTable = "datatable"
    /// A file tree moved like a file manager, one folder loaded lazily (NSOutlineView, Textual's Tree).
    case treeView = "tree"
    /// A split view of a scroll view and three tabs (NSSplitView, UIScrollView, UITabBarController).
    case containers
    /// The standard controls: switch, radio group, pop-up button, stepper, slider, progress, charts (UIKit, AppKit, huh, ratatui).
    case controls
    /// A confirm alert, toasts, and a Markdown document (UIAlertController, Textual's notify).
    case dialogs

    /// The name on the command line (`--screen lists`) and in `gallery://screen/<name>`.
    public var id: String { rawValue }

    /// The navigation bar's title.
    public var title: String {
        switch self {
        case .lists: "Lists"
        case .constraints: "Constraints"
        case .table: "Table model"
        case .reactor: "Reactor"
        case .router: "Router and container"
        case .fields: "Text fields"
        case .form: "Form"
        case .textArea: "Text area"
        case .dataTable: "Data table"
        case .treeView: "Tree view"
        case .containers: "Containers"
        case .controls: "Controls"
        case .dialogs: "Dialogs and rich text"
        }
    }

    /// One line for the home menu: what the screen shows and where it comes from.
    public var summary: String {
        switch self {
        case .lists: "AAPL composed & segmented sources, placeholders"
        case .constraints: "Masonry constraints: update, remake, priority, conflicts"
        case .table: "Nimbus table model: section index, mutation batches"
        case .reactor: "ReactorKit: actions in, mutations, state out"
        case .router: "URL patterns to routes, the container's scopes"
        case .fields: "TextField bound to a reactor, secure entry, focus"
        case .form: "Nimbus form elements: fields, checks, Tab, Enter"
        case .textArea: "UITextView: wrap, selection, undo, bounded paste"
        case .dataTable: "NSTableView: a million rows, stable sort, resize, hide"
        case .treeView: "NSOutlineView: expand like a file manager, lazy folder"
        case .containers: "NSSplitView, UIScrollView, tabs that keep state"
        case .controls: "Switch, radio, pop-up, slider, progress, charts"
        case .dialogs: "UIAlertController, toasts, Markdown, links"
        }
    }

    /// The page called `name` (its ``id``, any case).
    ///
    /// - Throws: ``GalleryError/unknownScreen(_:known:)`` naming `name` and the screens.
    public init(name: String) throws(GalleryError) {
        guard let page = GalleryPage(rawValue: name.lowercased()) else {
            throw .unknownScreen(name, known: GalleryPage.allCases.map(\.id))
        }
        self = page
    }
}

/// What the gallery could not do with what it was given from outside.
public enum GalleryError: Error, Equatable, CustomStringConvertible {
    /// `--screen` named a screen the gallery does not have.
    case unknownScreen(String, known: [String])

    public var description: String {
        switch self {
        case let .unknownScreen(name, known):
            "no screen named '\(name)'; the screens are: \(known.joined(separator: ", ")) (or home)"
        }
    }
}
