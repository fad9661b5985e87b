/// Why a service could not be resolved, and where in the dependency graph it happened.
///
/// ```
/// no registration for CatDetail (argument: Int), while resolving CatsModule → CatDetail (argument: Int);
/// registered: CatStore [app], Database [app], Networker [session]
/// dependency cycle: A → B → C → A
/// ```
public struct ResolutionError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// Nothing is registered under the requested type, name and argument; `registered`
        /// lists every registration of the container, with its scope.
        case missing(requested: String, registered: [String])
        /// The factories call each other in a loop: ``ResolutionError/path`` holds it,
        /// starting and ending at the same registration.
        case cycle
        /// The graph is deeper than the resolver allows without repeating a registration.
        case tooDeep(limit: Int)
        /// A factory threw an error of its own.
        case factoryFailed(any Error)
    }

    /// What went wrong.
    public var kind: Kind
    /// The registrations being resolved when it happened, outermost first. For a cycle,
    /// exactly the loop: `[A, B, C, A]`.
    public var path: [String]

    /// While a cycle error unwinds, the keys it passes through (deepest last), so the
    /// outermost frame can find the loop by identity rather than by label.
    @usableFromInline var unwinding: [RegistrationKey]?

    @usableFromInline init(kind: Kind, path: [String], unwinding: [RegistrationKey]?) {
        self.kind = kind
        self.path = path
        self.unwinding = unwinding
    }

    /// The error one frame further out: that frame's registration is prepended to the path.
    @usableFromInline func passing(through key: RegistrationKey, label: String) -> ResolutionError {
        var outer = self
        outer.path.insert(label, at: 0)
        outer.unwinding?.insert(key, at: 0)
        return outer
    }

    /// At the top-level call: a cycle's path becomes exactly the loop, found by identity.
    @usableFromInline func finished() -> ResolutionError {
        guard case .cycle = kind, let keys = unwinding else { return self }
        var done = self
        done.unwinding = nil
        // `keys` lists the frames from the outermost request down to the one over the limit.
        // The loop starts at the first registration that comes round again, which is where
        // the resolution entered it.
        var firstSeen: [RegistrationKey: Int] = [:]
        for (position, key) in keys.enumerated() {
            if let start = firstSeen[key] {
                // `path` has a label for every frame but the deepest, so `position` is in range
                // whenever it is not the deepest frame; the deepest frame repeats an earlier one.
                let labels = position < path.count ? path[start..<position] : path[start...]
                done.path = Array(labels) + [path[start]]
                return done
            }
            firstSeen[key] = position
        }
        done.kind = .tooDeep(limit: Resolver.depthLimit)
        return done
    }

    public var description: String {
        let trail = path.joined(separator: " → ")
        switch kind {
        case let .missing(requested, registered):
            let context = path.isEmpty ? "" : ", while resolving \(trail)"
            let list = registered.isEmpty ? "nothing" : registered.joined(separator: ", ")
            return "no registration for \(requested)\(context); registered: \(list)"
        case .cycle:
            return "dependency cycle: \(trail)"
        case let .tooDeep(limit):
            return "dependency graph deeper than \(limit) without a cycle: \(path.prefix(8).joined(separator: " → ")) → …"
        case let .factoryFailed(error):
            return "factory failed while resolving \(trail): \(error)"
        }
    }
}
