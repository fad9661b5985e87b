/// How long a resolved instance lives, and who shares it.
///
/// Facebook's `FBProvider` makes a new object on every `get`; its `SingletonProvider`
/// makes one for the app. Trellis adds the scopes a session-based app needs:
///
/// | scope | one instance per | dropped |
/// |---|---|---|
/// | ``transient`` | resolution of the type | never kept |
/// | ``graph`` | top-level `resolve` call (shared by everything it builds) | when that call returns |
/// | ``app`` | container | with the container |
/// | ``session`` | container, until the session ends | on ``SessionScope/invalidate()`` |
/// | ``weak`` | container, while someone else holds it | when the last strong reference goes |
///
/// Singletons (``app``, ``session``) are built outside any lock, so a factory may resolve
/// other singletons freely; if two threads build the same one at once, the first to store
/// wins and both get that instance.
public enum Scope: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A new instance on every resolution (Facebook's `FBProvider`).
    case transient
    /// One instance per top-level resolution: diamonds share it, the next call makes a new one.
    case graph
    /// One instance for the container's life (Facebook's `SingletonProvider`).
    case app
    /// One instance until the session scope is invalidated, then a new one.
    case session
    /// The instance is kept weakly: shared while something else holds it.
    case weak

    public var description: String { rawValue }
}
