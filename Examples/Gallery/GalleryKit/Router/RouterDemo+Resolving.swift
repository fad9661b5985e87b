import Foundation
import TrellisShell

// What a URL comes to: its route and parameters, then what the container makes for it.
extension RouterDemo {
    /// The route `url` matches, in words: its name, its pattern and parameters, or the
    /// router's typed error (``TrellisShell/RouteError``) in words.
    public func route(_ url: String) -> String {
        do {
            let match = try router.match(url)
            let parameters =
                match.parameters.all.map { "\($0.name) = \(Self.text(of: $0.value))" }
                + match.query.sorted { $0.key < $1.key }.map { "?\($0.key) = \($0.value)" }
            return "route \(match.value.rawValue) (\(match.pattern?.description ?? "unmatched"))"
                + (parameters.isEmpty ? "" : " · " + parameters.joined(separator: ", "))
        } catch {
            return "RouteError: \(error)"
        }
    }

    /// What the container gives for `url`'s route: the service, its instance and scope, or
    /// the typed error (a screen that does not exist, a service nobody registered).
    public func resolve(_ url: String) -> String {
        let match: RouteMatch<GalleryRoute>
        do { match = try router.match(url) } catch { return "nothing to resolve: the URL has no route" }
        do {
            switch match.value {
            case .screen:
                let page = try GalleryPage(name: match.parameters.string("name") ?? "")
                return "screen \(page.id): \(page.title) (Enter on the home menu opens it)"
            case .counter: return Self.describe(try container.resolve(CounterService.self), scope: .app)
            case .profile: return Self.describe(try container.resolve(UserProfile.self), scope: .session)
            case .search: return Self.describe(try container.resolve(SearchEngine.self), scope: .transient)
            case .report: return Self.describe(try container.resolve(ReportPrinter.self), scope: .app)
            }
        } catch let error as GalleryError {
            return "GalleryError: \(error)"
        } catch {
            return "ResolutionError: \(error)"
        }
    }

    /// Ends the session: session-scoped services are made anew on the next resolve.
    public func endSession() { container.sessionScope.invalidate() }

    static func describe(_ service: some GalleryService, scope: Scope) -> String {
        "\(type(of: service)) #\(service.number) [\(scope)]"
    }

    static func text(of value: RouteParameterValue) -> String {
        switch value {
        case .int(let number): "\(number) (int)"
        case .uuid(let uuid): "\(uuid) (uuid)"
        case .string(let text): "\"\(text)\""
        case .path(let segments): segments.joined(separator: "/")
        }
    }
}

/// Numbers the instances the demo container makes, one count per kind, from any thread
/// (the container's factories may run on any).
/// (`Synchronization.Mutex` needs macOS 15; the package supports 14, so an `NSLock`.)
public final class InstanceNumbers: @unchecked Sendable {  // @unchecked: `counts` is read and written only under `lock`.
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// No instance made yet.
    public init() {}

    /// The next number for `kind`: 1, 2, ...
    public func next(_ kind: String) -> Int {
        lock.withLock {
            counts[kind, default: 0] += 1
            return counts[kind, default: 0]
        }
    }
}
