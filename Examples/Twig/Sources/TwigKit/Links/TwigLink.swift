import Trellis

/// A place in Twig a link opens, as `twig open LINK` and the shell take it:
/// `twig://commit/<id>` (a commit's screen over the log), `twig://tree/<id>/<path>` (a file
/// or directory of a commit's tree) and `twig://log` (the log).
/// Links are matched by TrellisShell's `Router`, as Cats's `cats://` links are.
public enum TwigLink: Sendable, Hashable {
    /// The log.
    case log
    /// A commit, named by its id or an unambiguous prefix of at least 4 hexadecimal digits.
    case commit(String)
    /// A path in a commit's tree ("" for the top): a file shows its lines, a directory the tree.
    case tree(String, path: String)

    /// What a link names, before the repository is asked.
    enum Route: Sendable {
        case log, commit, tree, treeTop
    }

    /// Twig's routes.
    static let router: Router<Route> = {
        var router = Router<Route>()
        do {
            try router.register("twig://log", .log)
            try router.register("twig://commit/:id", .commit)
            try router.register("twig://tree/:id", .treeTop)
            try router.register("twig://tree/:id/<path:path>", .tree)
        } catch {
            preconditionFailure("Twig's own route patterns do not parse: \(error)")
        }
        return router
    }()

    /// The link `text` names.
    ///
    /// - Throws: ``TwigLinkError`` naming what is wrong: a malformed URL, another scheme,
    ///   a path Twig has no screen for, an id that is not hexadecimal.
    public init(_ text: String) throws(TwigLinkError) {
        let match: RouteMatch<Route>
        do { match = try Self.router.match(text) } catch { throw .unrouted(text, error.description) }
        switch match.value {
        case .log: self = .log
        case .commit: self = .commit(try Self.commitID(match.parameters.string("id")))
        case .treeTop: self = .tree(try Self.commitID(match.parameters.string("id")), path: "")
        case .tree:
            let path = match.parameters.path("path") ?? []
            guard !path.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { throw .badPath(path.joined(separator: "/")) }
            self = .tree(try Self.commitID(match.parameters.string("id")), path: path.joined(separator: "/"))
        }
    }

    /// `id` when it is 4 to 64 lowercase hexadecimal digits.
    static func commitID(_ id: String?) throws(TwigLinkError) -> String {
        let id = id ?? ""
        guard (4...64).contains(id.utf8.count), id.utf8.allSatisfy(LogRecordParser.isHexDigit) else { throw .badCommitID(id) }
        return id
    }

    /// The link that opens this place.
    public var url: String {
        switch self {
        case .log: "twig://log"
        case .commit(let id): "twig://commit/\(id)"
        case .tree(let id, let path): path.isEmpty ? "twig://tree/\(id)" : "twig://tree/\(id)/\(path)"
        }
    }
}

/// Why a link does not open.
public enum TwigLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The router took no route for it (its words say why).
    case unrouted(String, String)
    /// `twig://commit/<id>` with an id that is not 4 to 64 lowercase hexadecimal digits.
    case badCommitID(String)
    /// The repository has no such commit.
    case noSuchCommit(String)
    /// `twig://tree/<id>/<path>` with a path that steps outside the tree (`..`, `.`, `//`).
    case badPath(String)
    /// The commit's tree has nothing at the path.
    case noSuchPath(String, commit: String)

    public var description: String {
        switch self {
        case .unrouted(_, let reason): "\(reason) (links: twig://log, twig://commit/<id>, twig://tree/<id>/<path>)"
        case .badCommitID(let id): "\"\(id.prefix(80))\" is not a commit id: 4 to 64 hexadecimal digits, lowercase"
        case .noSuchCommit(let id): "there is no commit \(id) in this repository"
        case .badPath(let path): "\"\(path.prefix(200))\" is not a path in a tree"
        case .noSuchPath(let path, let commit): "commit \(commit.prefix(12)) has no \(path)"
        }
    }
}
