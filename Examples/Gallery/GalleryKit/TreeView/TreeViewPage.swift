import TrellisLists
import TrellisTerminal
import TrellisViews

/// A file or folder of the tree page, by path.
public struct FileEntry: Identifiable, Hashable, Sendable {
    /// The path, which is also the identity.
    public var id: String
    /// The folder's entries, `nil` for a file; empty for a folder loaded from the server.
    public var entries: [FileEntry]?
    /// Whether the folder's entries come from the (pretend) server when it is opened.
    public var isRemote: Bool

    /// The last part of the path.
    public var name: String { String(id.split(separator: "/").last ?? "") }

    /// A file at `path`.
    public static func file(_ path: String) -> FileEntry { FileEntry(id: path, entries: nil, isRemote: false) }
    /// A folder at `path` holding `entries`.
    public static func folder(_ path: String, _ entries: [FileEntry]) -> FileEntry {
        FileEntry(id: path, entries: entries, isRemote: false)
    }
    /// A folder whose entries load when it is first opened.
    public static func remote(_ path: String) -> FileEntry { FileEntry(id: path, entries: [], isRemote: true) }

    /// What the tree shows under it.
    public var treeChildren: TreeChildren<FileEntry> {
        guard let entries else { return .leaf }
        return isRemote ? .lazy : .nodes(entries)
    }
}

/// AppKit's `NSOutlineView` and Textual's `Tree`: a ``TrellisLists/TreeView`` of a small
/// generated project, moved through like a file manager (→ opens a folder or goes into it,
/// ← closes it or goes up, Enter/Space toggle, Enter on a file opens it).
///
/// The `server` folder loads its entries the first time it is opened, through AAPL's
/// loading state machine: it says "Loading…" on its row until the page's `c` answers with
/// entries or `e` fails the load (its row then shows the error); `r` on it retries.
@MainActor
public final class TreeViewPage: View, GalleryPageView, InfoLinePage {
    /// The tree.
    public let tree: TreeView<FileEntry>
    /// What was opened last, and the keys for the server folder.
    public let infoLabel = Label()
    /// The (pretend) server: the folder's loads wait in it for `c` or `e`.
    let server: PretendServer

    /// The generated project: two source modules of a few files each, tests, docs, the
    /// lazily loaded `server` folder and two files at the top.
    public static let project: [FileEntry] = {
        func module(_ path: String, _ files: [String]) -> FileEntry { .folder(path, files.map { .file("\(path)/\($0).swift") }) }
        return [
            .folder(
                "trellis",
                [
                    .folder(
                        "trellis/Sources",
                        [
                            module("trellis/Sources/TrellisViews", ["View", "Label", "Theme", "DrawingContext"]),
                            module("trellis/Sources/TrellisLists", ["DataSource", "DataTable", "TreeView"]),
                        ]),
                    .folder("trellis/Tests", [module("trellis/Tests/TrellisListsTests", ["DataTableTests", "TreeViewTests"])]),
                    .folder("trellis/docs", [.file("trellis/docs/Architecture.md"), .file("trellis/docs/Style.md")]),
                    .remote("trellis/server"),
                    .file("trellis/Package.swift"),
                    .file("trellis/README.md"),
                ]),
            .file("notes.txt"),
        ]
    }()

    /// The page, with the project's top folder open.
    public init(context: GalleryContext) {
        let server = PretendServer()
        self.server = server
        tree = context.theme.treeView(roots: Self.project, title: \.name, children: \.treeChildren) { _, done in
            server.pendingLoads.append(done)
        }
        super.init()
        key = "treeView"
        tree.key = "tree"
        tree.accessibilityLabel = "Files"
        tree.onSelect = { [weak self] entry in self?.show("Opened \(entry.id)") }
        installInfoLine(theme: context.theme)
        installKeys()
        tree.expand("trellis")
        show("open server to load it, then c answers, e fails, r retries")
    }

    /// The tree, under the info line.
    var contentView: View { tree }

    /// The info line over the tree.
    public override func layoutSubviews() { layoutInfoLine() }

    public var preferredFocus: View? { tree }
}

/// Where the server folder's loads wait until the page's keys answer them.
@MainActor
final class PretendServer {
    /// The loads asked for and not answered yet.
    var pendingLoads: [@MainActor (Result<[FileEntry], any Error>) -> Void] = []
}

// MARK: - Keys

extension TreeViewPage {
    /// What the page's own keys do; the raw values are the names a keymap file uses in its
    /// `[gallery.treeView]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case answer, fail
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.treeView"

    /// The page's keys, declared once.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.answer, "c", summary: "answer the server folder's load with entries"),
        KeyBinding(.fail, "e", summary: "fail the server folder's load"),
    ]

    /// A load the page's `e` fails, as an unreachable server would.
    struct ServerUnreachable: Error, CustomStringConvertible {
        var description: String { "server unreachable" }
    }

    func installKeys() {
        let server = server
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, _ in
            guard let self, !server.pendingLoads.isEmpty else { return false }
            let loads = server.pendingLoads
            server.pendingLoads.removeAll()
            switch command {
            case .answer:
                let entries: [FileEntry] = [.file("trellis/server/main.swift"), .file("trellis/server/routes.swift")]
                for done in loads { done(.success(entries)) }
                show("server: loaded")
            case .fail:
                for done in loads { done(.failure(ServerUnreachable())) }
                show("server: failed · r retry")
            }
            return true
        }
    }
}
