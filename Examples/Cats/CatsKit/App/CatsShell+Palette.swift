import CatsAPI
import TrellisShell

// Ctrl-P: the command palette over the session's module menu (Facebook's `FBMenuItem`s).

extension CatsShell {
    /// Shows the command palette (Ctrl-P, signed in only): the modules' menu items with
    /// their links, then every stored breed by name, filtered as the user types. Choosing
    /// an entry or typing a `cats://` link opens it through the router once ``check(_:)``
    /// finds its target; a link that does not open leaves the palette up with the router's
    /// or the module's reason on its footer.
    public func showPalette() {
        guard let modules else { return }
        let palette = CommandPaletteView(items: Self.menuEntries(of: modules), theme: context?.theme ?? theme)
        palette.onChoose = { [weak self, weak palette] link in
            Task {
                do throws(ModuleError) { try await self?.check(link) } catch {
                    palette?.showError(Self.reason(error))
                    return
                }
                palette?.onClose()
                self?.openShowingErrors(link)
            }
        }
        if let app {
            palette.present(in: app)
        } else {
            palette.onClose = { [weak rootView] in rootView?.dismissModal() }
            rootView.showModal(palette, focus: palette.field)
        }
        addBreeds(to: palette)
    }

    /// The palette's first entries: each module's menu item that has a link, in
    /// registration order.
    static func menuEntries(of modules: ModuleRegistry<Screen>) -> [CommandPaletteItem] {
        modules.menuItems.compactMap { entry in entry.item.link.map { CommandPaletteItem(title: entry.item.title, link: $0) } }
    }

    /// Adds every stored breed ("Abyssinian", `cats://cat/1`) once the catalog has read
    /// them; without them the palette still offers the menu.
    private func addBreeds(to palette: CommandPaletteView) {
        let catalog = services.catalog
        Task { [weak self, weak palette] in
            do {
                for try await loaded in catalog.breeds(policy: .cacheOnly) {
                    let breeds = loaded.value.map { CommandPaletteItem(title: $0.name, link: CatsLinks.cat($0.id)) }
                    palette?.items += breeds
                    return
                }
            } catch {
                self?.status.show(error)
            }
        }
    }
}
