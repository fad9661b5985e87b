import TrellisViews

@testable import TrellisLists

/// A file or folder, by path: a folder's children are known, or loaded from a fake server.
struct FileNode: Identifiable, Equatable {
    enum Kind: Equatable {
        case file
        case folder([FileNode])
        case remote
    }

    var id: String
    var kind: Kind
    var name: String { String(id.split(separator: "/").last ?? "") }

    static func file(_ path: String) -> FileNode { FileNode(id: path, kind: .file) }
    static func folder(_ path: String, _ children: [FileNode]) -> FileNode { FileNode(id: path, kind: .folder(children)) }
    static func remote(_ path: String) -> FileNode { FileNode(id: path, kind: .remote) }

    var treeChildren: TreeChildren<FileNode> {
        switch kind {
        case .file: .leaf
        case .folder(let children): .nodes(children)
        case .remote: .lazy
        }
    }
}

/// A loader whose answers the test gives by hand, in any order.
@MainActor
final class ManualLoader {
    private(set) var requests: [(node: FileNode, done: @MainActor (Result<[FileNode], any Error>) -> Void)] = []

    func load(_ node: FileNode, _ done: @escaping @MainActor (Result<[FileNode], any Error>) -> Void) {
        requests.append((node, done))
    }
}

struct ServerDown: Error, CustomStringConvertible {
    var description: String { "server down" }
}

@MainActor
enum TreeFixtures {
    /// ```
    /// project
    ///   src
    ///     main.swift
    ///     util
    ///       strings.swift
    ///   docs
    ///     guide.md
    ///   remote        (lazy)
    ///   README.md
    /// notes.txt
    /// ```
    static let roots: [FileNode] = [
        .folder(
            "project",
            [
                .folder(
                    "project/src",
                    [.file("project/src/main.swift"), .folder("project/src/util", [.file("project/src/util/strings.swift")])]),
                .folder("project/docs", [.file("project/docs/guide.md")]),
                .remote("project/remote"),
                .file("project/README.md"),
            ]),
        .file("notes.txt"),
    ]

    static func tree(
        roots: [FileNode] = roots, loader: ManualLoader = ManualLoader(), scheduler: ManualScheduler = ManualScheduler(),
        height: Double = 10
    ) -> TreeView<FileNode> {
        let tree = TreeView(roots: roots, title: \.name, scheduler: scheduler, children: \.treeChildren) { node, done in
            loader.load(node, done)
        }
        tree.misuseHandler = ListMisuse.loggingHandler
        tree.accessibilityLabel = "Files"
        tree.frame = Rect(x: 0, y: 0, width: 40, height: height)
        tree.layoutIfNeeded()
        return tree
    }

    static func key(_ spec: String) -> ResponderAction {
        do { return ResponderAction(.key, try KeyEvent(spec: spec)) } catch { preconditionFailure("\(error)") }
    }

    static func shown(_ tree: TreeView<FileNode>) -> [String] { tree.rows.map(\.node.id) }
}
