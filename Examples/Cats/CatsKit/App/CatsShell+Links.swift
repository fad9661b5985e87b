import TrellisShell
import TrellisViews

// Links that the router matches but that name nothing (`cats://cat/999`), and links asked
// for before anyone signed in.

extension CatsShell {
    /// Returns when `link` routes and the module that claims it finds what it names (a
    /// ``CatsLinkChecking`` module: the breed of `cats://cat/<id>` exists). Signed out,
    /// nothing is checked: the link waits for sign-in (``pendingLink``).
    ///
    /// - Throws: ``TrellisShell/ModuleError/route(_:)`` for a link that does not route,
    ///   ``TrellisShell/ModuleError/screenFailed(module:url:_:)`` with a ``CatsLinkError``
    ///   for one whose target is missing ("there is no breed 999").
    public func check(_ link: String) async throws(ModuleError) {
        guard let modules else { return }
        let (module, match) = try modules.route(link)
        guard let checking = module as? CatsLinkChecking else { return }
        do { try await checking.check(match) } catch { throw .screenFailed(module: module.id, url: link, error) }
    }

    /// Opens `link` once ``check(_:)`` has found what it names.
    ///
    /// - Throws: what ``check(_:)`` and ``open(_:)`` throw; nothing is opened then.
    public func openChecked(_ link: String) async throws(ModuleError) {
        try await check(link)
        try open(link)
    }

    /// Why a link did not open, in a user's words and short enough for the palette's
    /// footer: the module's own reason ("there is no breed 999") rather than which module
    /// failed for which URL, else the router's ("no route for cats://dog").
    ///
    /// ```swift
    /// do { try await shell.openChecked(link) } catch { print("cannot open \(link): \(CatsShell.reason(error))") }
    /// ```
    public static func reason(_ error: ModuleError) -> String {
        if case let .screenFailed(_, _, reason) = error { return "\(reason)" }
        return "\(error)"
    }

    /// Right after sign-in: the link asked for while signed out, opened; why it did not
    /// open goes on the status line.
    func openPendingLink() {
        guard let link = pendingLink else { return }
        pendingLink = nil
        Task { [weak self] in
            do throws(ModuleError) { try await self?.openChecked(link) } catch {
                self?.status.show(StatusMessage("cannot open \(link): \(Self.reason(error))", kind: .error))
            }
        }
    }
}
