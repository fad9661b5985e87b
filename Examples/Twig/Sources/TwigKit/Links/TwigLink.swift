import Trellis

/// A place in Twig a link opens, as `twig open LINK` and the shell take it:
/// `twig://commit/<id>` (a commit's screen over the log) and `twig://log` (the log).
/// Links are matched by TrellisShell's `Router`, as Cats's `cats://` links are.
public enum TwigLink: Sendable, Hashable {
    /// The log.
    case log
    /// A commit, named by its id or an unambiguous prefix of at least 4 hexadecimal digits.
    case commit(String)

    /// What a link names, before the repository is asked.
    enum Route: Sendable {
        case log, commit
    }

    /// Twig's routes.
    static let router: Router<Route> = {
        var router = Router<Route>()
        do {
            try router.register("twig://log", .log)
            try router.register("twig://commit/:id", .commit)
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
        case .commit:
            let id = match.parameters.string("id") ?? ""
            guard (4...64).contains(id.utf8.count), id.utf8.allSatisfy(LogRecordParser.isHexDigit) else {
                throw .badCommitID(id)
            }
            self = .commit(id)
        }
    }

    /// The link that opens this place.
    public var url: String {
        switch self {
        case .log: "twig://log"
        case .commit(let id): "twig://commit/\(id)"
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

    public var description: String {
        switch self {
        case .unrouted(_, let reason): "\(reason) (links: twig://log, twig://commit/<id>)"
        case .badCommitID(let id): "\"\(id.prefix(80))\" is not a commit id: 4 to 64 hexadecimal digits, lowercase"
        case .noSuchCommit(let id): "there is no commit \(id) in this repository"
        }
    }
}
